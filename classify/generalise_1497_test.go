package classify

import "testing"

// First run at cf53d712: 29/34 overall, 8/13 tricky.
// Tolerated: i1497-refusal: ambiguous vs denied (ruling): a non-null message.refusal is ambiguous (docs/taxonomy.md OpenAI and Anthropic; sets 112, 310, 584); the set reads a policy refusal, denied.
// Tolerated: i1497-content-filter: ambiguous vs denied (ruling): finish_reason content_filter is ambiguous (docs/taxonomy.md OpenAI and Anthropic); the set reads the filter as a policy refusal, denied.
// Tolerated: i1497-resp-incomplete-filter: ambiguous vs denied (ruling): a Responses status incomplete, whatever its reason, is ambiguous (llm.go workStatus, set 32); the set reads content_filter as denied.
// Tolerated: i1497-toolargs-bad-json: invalid vs ambiguous (ruling): set 89 reads a model's tool-call arguments that do not parse, named in a tool's words with finish_reason "tool_calls", as invalid (TestGeneralise89); only the body's own tool_calls are ambiguous (llm.go badToolArguments), as sets 1177, 1426 and 1437 tolerated.
func TestIndependentCases1497(t *testing.T) {
	runIndependent(t, "testdata/independent1497.jsonl", true, "i1497-refusal", "i1497-content-filter", "i1497-resp-incomplete-filter", "i1497-toolargs-bad-json")
}

// TestGeneralise1497UnfinishedWork: an OpenAI background response, run or
// run step polled while its status is queued or in_progress has not ended
// yet: time is the variable, poll again (platform.openai.com/docs/guides/
// background), in the body (llm.go workStatus) and in a tool's words
// (llm.go unfinishedWorkInWords). Near misses: a finished or incomplete
// object, a vector store's ingestion, another thing's in_progress status.
func TestGeneralise1497UnfinishedWork(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"summary of a polled background response", "openai", 200, "in_progress", `GET /v1/responses/resp_68a4d5 200: status "in_progress", background true, output []`, transient},
		{"summary, queued, by id", "openai", 200, "", `response resp_9f2c status=queued background=true`, transient},
		{"run in words", "", 0, "", "run run_abc123 status: in_progress", transient},
		{"body of a background response", "openai", 200, "", `{"id":"resp_1","object":"response","status":"queued","background":true,"output":[],"error":null}`, transient},
		{"body of a run", "openai", 200, "", `{"id":"run_1","object":"thread.run","status":"in_progress","thread_id":"thread_1"}`, transient},
		{"near miss: incomplete stays ambiguous", "openai", 200, "", `response resp_68a4d0 status "incomplete", incomplete_details.reason "max_output_tokens"`, ambiguous},
		{"near miss: body incomplete", "openai", 200, "", `{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[]}`, ambiguous},
		{"near miss: deploy in progress names no response", "", 0, "", `deploy d_42 status: in_progress`, unk},
		{"near miss: a word ending in resp_ is no id", "", 0, "", `myresp_1 status: in_progress`, unk},
	})
}

// TestGeneralise1497RefusalFieldPath: a chat message's refusal named by
// its field path with its text quoted after a space, as a summary writes
// `finish_reason "stop"` (set 89), is the refusal field holding text:
// ambiguous by the refusal ruling (sets 112, 310; endreason.go
// refusalField). Near misses: a null or empty field, prose with no path.
func TestGeneralise1497RefusalFieldPath(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"chat summary", "openai", 200, "stop", `chat.completion 200: choices[0].finish_reason "stop", message.content null, message.refusal "I'm sorry, but I can't help extract personal details from that document."`, ambiguous},
		{"single-quoted, full path", "openai", 0, "", `choices[0].message.refusal 'I cannot help with that.'`, ambiguous},
		{"near miss: empty refusal", "", 0, "", `message.refusal "" and message.content "ok"`, unk},
		{"near miss: no field path", "", 0, "", `audit entry: refusal "R-17" filed by the reviewer`, unk},
	})
}
