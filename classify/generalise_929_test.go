package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f5d014df: 29/30 overall, 16/17 tricky.
func TestIndependentCases929(t *testing.T) {
	runIndependent(t, "testdata/independent929.jsonl", true)
}

// TestGeneralise929 is the class set 929 missed: an Assistants run (or run
// step) whose status is "expired" is terminal; the pending required_action
// can no longer be answered, so the plan needs a new run (premise). Work
// that expired before it ran (a batch, a batch item) stays transient, and
// the other end states keep their readings.
func TestGeneralise929(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "azure-openai run expired", protocol: "openai", status: 200,
			msg:  `{"id":"run_qJL1kI9xxWlfE0z1yfL0fGg9","object":"thread.run","created_at":1714069582,"assistant_id":"asst_abc123","thread_id":"thread_abc123","status":"expired","started_at":1714069583,"expires_at":1714070182,"cancelled_at":null,"failed_at":null,"completed_at":null,"required_action":null,"last_error":null,"model":"gpt-4-1106-preview"}`,
			want: rung.KindPremise},
		{name: "openai run step expired", protocol: "openai", status: 200,
			msg:  `{"id":"step_abc123","object":"thread.run.step","created_at":1699063291,"run_id":"run_abc123","assistant_id":"asst_abc123","thread_id":"thread_abc123","type":"tool_calls","status":"expired","cancelled_at":null,"completed_at":null,"expired_at":1699063891,"failed_at":null,"last_error":null}`,
			want: rung.KindPremise},
		{name: "openai-python run.model_dump_json expired", protocol: "openai", status: 200,
			msg:  `{"id": "run_abc123", "assistant_id": "asst_abc123", "cancelled_at": null, "completed_at": null, "created_at": 1699073476, "expires_at": 1699074076, "failed_at": null, "incomplete_details": null, "instructions": null, "last_error": null, "model": "gpt-4o", "object": "thread.run", "required_action": null, "started_at": 1699073478, "status": "expired", "thread_id": "thread_abc123"}`,
			want: rung.KindPremise},
		{name: "openai-go run expired, bare text", protocol: "", status: 0,
			msg:  `{"id":"run_abc123","object":"thread.run","status":"expired","expires_at":1699074076,"last_error":null}`,
			want: rung.KindPremise},
		{name: "azure-openai run step expired", protocol: "openai", status: 200,
			msg:  `{"id":"step_x9","object":"thread.run.step","type":"message_creation","status":"expired","run_id":"run_x9","thread_id":"thread_x9","last_error":null}`,
			want: rung.KindPremise},
		{name: "openai-node runs.poll result expired", protocol: "openai", status: 200,
			msg:  `{"id":"run_123","object":"thread.run","status":"expired","required_action":null,"last_error":null,"incomplete_details":null,"tools":[{"type":"function","function":{"name":"get_weather"}}]}`,
			want: rung.KindPremise},
		// Near misses: share "expired" or the run object, keep their kinds.
		{name: "near: openai run incomplete", protocol: "openai", status: 200,
			msg:  `{"id":"run_abc123","object":"thread.run","status":"incomplete","incomplete_details":{"reason":"max_prompt_tokens"},"last_error":null}`,
			want: rung.KindAmbiguous},
		{name: "near: openai run failed server_error", protocol: "openai", status: 200,
			msg:  `{"id":"run_abc123","object":"thread.run","status":"failed","last_error":{"code":"server_error","message":"Sorry, something went wrong."}}`,
			want: rung.KindTransient},
		{name: "near: anthropic batch result expired", protocol: "anthropic", status: 200,
			msg:  `{"custom_id":"my-second-request","result":{"type":"expired"}}`,
			want: rung.KindTransient},
		{name: "near: openai batch item batch_expired", protocol: "openai", status: 200,
			msg:  `{"id":"batch_req_123","custom_id":"request-3","response":null,"error":{"code":"batch_expired","message":"This request could not be executed before the completion window expired."}}`,
			want: rung.KindTransient},
	})
}
