package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases310 runs held-out set 310: openai-go / anthropic-sdk-go streaming failures, captured live, labelled blind.
// First run at 63ba92f: 28/35 overall, 11/18 tricky.
//
// Fixed later by the lead: i310-chat-stream-malformed-json-data (right since the lead ruling after set 1793: undecodable.go llmChunkGarbled reads a bare encoding/json syntax error under an LLM protocol with a 2xx or no status transient).
// Fixed later by the lead: i310-anthropic-stream-malformed-json-data (right since the lead ruling after set 1793: undecodable.go llmChunkGarbled reads a bare encoding/json syntax error under an LLM protocol with a 2xx or no status transient).
func TestIndependentCases310(t *testing.T) {
	runIndependent(t, "testdata/independent310.jsonl", true)
}

// TestGeneralise310Refusal: a message's or response's refusal field as a
// key holding text, in the renderings agents log (endreason.go
// refusalField): ambiguous, as a non-null message.refusal in a body.
func TestGeneralise310Refusal(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python json.dumps of the message", "openai", 0, "", `assistant message: {"role": "assistant", "content": null, "refusal": "I'm sorry, I can't assist with that."}`, rung.KindAmbiguous},
		{"openai-node console.log", "", 0, "", `structured output failed: { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that request." }`, rung.KindAmbiguous},
		{"langchain additional_kwargs repr", "", 0, "", `AIMessage(content='', additional_kwargs={'refusal': "I'm sorry, but I can't comply with that."}, response_metadata={'finish_reason': 'stop'})`, rung.KindAmbiguous},
		{"responses output part logged", "openai", 0, "", `output[0].content[0] = {"type":"refusal","refusal":"I can't help with creating that content."}`, rung.KindAmbiguous},
		{"pydantic model_dump_json of the message", "openai", 200, "", `{"content":null,"refusal":"Sorry, I can't provide that.","role":"assistant","annotations":[]}`, rung.KindAmbiguous},
		// near misses: a null or empty refusal beside an answer is a normal completion.
		{"near miss: json refusal null", "openai", 200, "", `{"id":"chatcmpl-1","finish_reason":"stop","content":"Paris is the capital of France.","refusal":null}`, rung.KindUnknown},
		{"near miss: node refusal null", "", 0, "", `{ role: 'assistant', content: 'Order 17 shipped on Monday.', refusal: null }`, rung.KindUnknown},
		{"near miss: json refusal empty", "openai", 200, "", `{"id":"chatcmpl-2","finish_reason":"stop","content":"Done.","refusal":""}`, rung.KindUnknown},
	})
}

// TestGeneralise310Unfinished: a model's final state, logged after a
// stream, whose stop or finish reason is empty (endreason.go
// unfinishedEnding): the stream was cut before its last event, transient.
func TestGeneralise310Unfinished(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python json.dumps of an accumulated chat reply", "openai", 0, "", `stream finished: {"role": "assistant", "content": "The invoice total is", "finish_reason": ""}`, rung.KindTransient},
		{"slog logfmt line", "", 0, "", `level=WARN msg="stream done" model=claude-sonnet-4-5 stop_reason="" output_tokens=37`, rung.KindTransient},
		{"python dict repr", "anthropic", 0, "", `final message: {'id': 'msg_01A', 'content': [{'type': 'text', 'text': 'The deploy'}], 'stop_reason': ''}`, rung.KindTransient},
		{"vercel ai sdk onFinish", "", 0, "", `onFinish: { finishReason: 'unknown', text: 'Here are the three', usage: { inputTokens: 812, outputTokens: 9 } }`, rung.KindTransient},
		// near misses: a stream's own events, a finished reply, a reply empty with a normal stop.
		{"near miss: raw stream with error event", "anthropic", 200, "", "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[],\"stop_reason\":null}}\n\nevent: error\ndata: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}", rung.KindTransient},
		{"near miss: finished reply", "openai", 200, "", `{"id":"chatcmpl-3","finish_reason":"stop","content":"Order 17 shipped on Monday."}`, rung.KindUnknown},
		{"near miss: empty content with stop", "", 0, "", `level=WARN msg="model reply" model=gpt-4o finish_reason=stop content=""`, rung.KindAmbiguous},
		{"near miss: stop_sequence empty", "anthropic", 200, "", `{"id":"msg_2","content":[{"type":"text","text":"Done."}],"stop_reason":"end_turn","stop_sequence":""}`, rung.KindUnknown},
	})
}

// TestGeneralise310LastEvent: a stream's last event, logged when the loop
// ended without an error, that only comes before the end (endreason.go
// lastEventMidStream): the stream was cut, transient.
func TestGeneralise310LastEvent(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai-python event repr", "openai", 0, "", "last event: ResponseTextDeltaEvent(content_index=0, delta='The total', item_id='msg_1', output_index=0, sequence_number=3, type='response.output_text.delta', logprobs=[])", rung.KindTransient},
		{"anthropic-python event repr", "anthropic", 0, "", "stream ended after RawContentBlockDeltaEvent(delta=TextDelta(text=' test_', type='text_delta'), index=0, type='content_block_delta')", rung.KindTransient},
		{"openai-node console.log", "", 0, "", "stream closed; last: { type: 'response.function_call_arguments.delta', item_id: 'fc_1', output_index: 0, delta: '{\"city\": \"Par', sequence_number: 7 }", rung.KindTransient},
		{"anthropic-typescript console.log", "anthropic", 0, "", "no message_stop; last event { type: 'content_block_start', index: 1, content_block: { type: 'tool_use', id: 'toolu_01', name: 'get_weather', input: {} } }", rung.KindTransient},
		// near misses: a terminal event keeps its reading.
		{"near miss: completed", "openai", 200, "", `last event: {"type":"response.completed","sequence_number":9,"response":{"id":"resp_1","status":"completed","output":[]}}`, rung.KindUnknown},
		{"near miss: incomplete", "openai", 200, "", `{"type":"response.incomplete","response":{"id":"resp_1","object":"response","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"output":[]}}`, rung.KindAmbiguous},
		{"near miss: anthropic message_stop repr", "anthropic", 0, "", "last event: RawMessageStopEvent(type='message_stop')", rung.KindUnknown},
	})
}

// TestGeneralise310RawStreamCut: a raw stream body (its own "data:" lines)
// whose last event only comes before the end, with no terminal event, no
// [DONE] and no error: the server closed the stream mid-answer (sseBody).
// The logged-event form above is lastEventMidStream's; this is the body an
// agent hands over when it reads the stream itself.
func TestGeneralise310RawStreamCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"responses text delta", "openai", 200, "", "event: response.created\ndata: {\"type\":\"response.created\",\"sequence_number\":0,\"response\":{\"id\":\"resp_1\",\"status\":\"in_progress\"}}\n\nevent: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"sequence_number\":4,\"item_id\":\"msg_1\",\"output_index\":0,\"content_index\":0,\"delta\":\"The tot\"}\n\n", rung.KindTransient},
		{"responses arguments delta, no event lines", "", 200, "", "data: {\"type\":\"response.output_item.added\",\"output_index\":0,\"item\":{\"type\":\"function_call\",\"name\":\"get_weather\"}}\n\ndata: {\"type\":\"response.function_call_arguments.delta\",\"output_index\":0,\"delta\":\"{\\\"city\\\": \\\"Par\"}\n", rung.KindTransient},
		{"anthropic content delta", "anthropic", 200, "", "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_01\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[],\"stop_reason\":null}}\n\nevent: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\nevent: ping\ndata: {\"type\": \"ping\"}\n\nevent: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hello\"}}\n\n", rung.KindTransient},
		{"chat completions chunks, no finish, no DONE", "openai", 200, "", "data: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-4o\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}\n\ndata: {\"id\":\"chatcmpl-1\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"gpt-4o\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Par\"},\"finish_reason\":null}]}\n\n", rung.KindTransient},
		{"vLLM chunks through a proxy", "http", 200, "", "data: {\"id\":\"cmpl-9\",\"object\":\"chat.completion.chunk\",\"model\":\"meta-llama/Llama-3.1-8B-Instruct\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\" the\"},\"logprobs\":null,\"finish_reason\":null}]}\n", rung.KindTransient},
		// Near misses: streams that reached their end keep their readings.
		{"near miss: responses completed", "openai", 200, "", "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"delta\":\"Done.\"}\n\nevent: response.completed\ndata: {\"type\":\"response.completed\",\"response\":{\"id\":\"resp_1\",\"status\":\"completed\"}}\n\n", rung.KindUnknown},
		{"near miss: chat stream with DONE", "openai", 200, "", "data: {\"id\":\"chatcmpl-2\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Paris\"},\"finish_reason\":null}]}\n\ndata: [DONE]\n\n", rung.KindUnknown},
		{"near miss: chat stream cut by length", "openai", 200, "", "data: {\"id\":\"chatcmpl-3\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"length\"}]}\n\n", rung.KindAmbiguous},
		{"near miss: anthropic message_stop", "anthropic", 200, "", "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hi\"}}\n\nevent: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"}}\n\nevent: message_stop\ndata: {\"type\":\"message_stop\"}\n\n", rung.KindUnknown},
	})
}
