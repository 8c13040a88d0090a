package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 7474fbdd: 28/34 overall, 10/16 tricky.
func TestIndependentCases1368(t *testing.T) {
	runIndependent(t, "testdata/independent1368.jsonl", false)
}

// TestGeneralise1368RelayedContextOverflow: Bedrock's ModelErrorException
// relays the model provider's own error after "The model returned the
// following errors:"; when that relayed error is a prompt longer than the
// context window (Bedrock's "Input is too long for requested model.", the
// provider's "prompt is too long"), the call is too big: invalid. Near
// misses: a ModelErrorException relaying anything else, or with no relayed
// error, keeps the code's transient reading.
func TestGeneralise1368RelayedContextOverflow(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"InvokeModel, Bedrock's words", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0001, ModelErrorException: The model returned the following errors: Input is too long for requested model.", rung.KindInvalid},
		{"Converse, Anthropic's words relayed", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: Converse, https response error StatusCode: 424, RequestID: 1368aaaa-0002, ModelErrorException: The model returned the following errors: prompt is too long: 215021 tokens > 200000 maximum", rung.KindInvalid},
		{"near miss: relayed provider overload stays transient", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0003, ModelErrorException: The model returned the following errors: Overloaded", rung.KindTransient},
		{"near miss: no relayed error stays transient", "aws", 424, "ModelErrorException",
			"operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 424, RequestID: 1368aaaa-0004, ModelErrorException: The request failed due to an error while processing the model.", rung.KindTransient},
		{"ValidationException with the same words stays invalid", "aws", 400, "ValidationException",
			"operation error Bedrock Runtime: Converse, https response error StatusCode: 400, RequestID: 1368aaaa-0005, ValidationException: Input is too long for requested model.", rung.KindInvalid},
	})
}
