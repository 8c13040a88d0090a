package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at bec06c6: 30/32 overall, 16/18 tricky.
// Tolerated: i671-anthropic-malformed-sse-data: transient vs unknown (the lead ruling after set 1793, undecodable.go llmChunkGarbled: the provider\'s garbled chunk reads transient; sets 310 and 1275 label it so).
//
// TestIndependentCases671 runs held-out set 671: openai-go and anthropic-sdk-go streaming failures captured live against SSE httptest servers and nginx, labelled blind.
func TestIndependentCases671(t *testing.T) {
	runIndependent(t, "testdata/independent671.jsonl", true, "i671-anthropic-malformed-sse-data")
}

// TestGeneralise671 covers the class gap set 671's first run showed: a
// refusal whose reason is the model's own first-person apology, whatever
// the subject before "refused" names (a completion id, a Responses id, a
// product, the bare word "response"; endreason.go refusedWithApology). The
// near misses refuse in the third person and keep their kinds.
func TestGeneralise671(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "a Python Astra client raising on a Responses refusal part (f\"Astra response {response.id} refused: {part.refusal}\")", msg: "Astra response resp_68b1c2d3e4f5 refused: I'm sorry, but I can't help with that.", want: rung.KindAmbiguous},
		{name: "a TypeScript SERV client on message.refusal (`SERV Reasoning refused: ${refusal}`)", msg: "SERV Reasoning refused: I'm sorry, but I can't assist with that request.", want: rung.KindAmbiguous},
		{name: "a Rust client's UserFacingError::AiRequestFailed(format!(\"response refused: {refusal}\"))", msg: "AI request failed: response refused: I can't help with creating that content.", want: rung.KindAmbiguous},
		{name: "a Rust client's tracing::error!(\"OpenAI refused to answer: {refusal}\")", msg: "OpenAI refused to answer: I'm sorry, but I can't share that information.", want: rung.KindAmbiguous},
		{name: "openai-go chat agent's wrapper with a curly apostrophe", msg: "completion chatcmpl-BzQ81 refused: I\u2019m sorry, I can\u2019t comply with that.", want: rung.KindAmbiguous},
		{name: "near miss: a RabbitMQ consumer's nack (fmt.Printf(\"message %s refused: %v\"))", msg: "message 3f2a9c refused: unsupported routing key orders.v9", want: rung.KindInvalid},
		{name: "near miss: Go net dial refused", msg: "dial tcp 127.0.0.1:5432: connect: connection refused", want: rung.KindTransient},
	})
}
