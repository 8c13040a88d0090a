package classify

import (
	"encoding/json"
	"slices"
	"strings"
)

// llmPreset reads OpenAI and Anthropic responses: error bodies, and
// successful responses whose output is unusable (truncated, refused,
// filtered or empty).
func llmPreset(c *ctx) (Result, bool) {
	b := c.body
	if r, ok := modelOutputBroken(c, "llm"); ok {
		return r, true
	}
	if r, ok := guardrailIntervened(b); ok { // guardrail.go (set 389)
		return r, true
	}
	if r, ok := llmChunkGarbled(c); ok { // undecodable.go (after set 1793)
		return r, true
	}
	if r, ok := sseBody(c, b); ok {
		return r, true
	}
	// openai-go's ssestream ends a stream on an error event with "received
	// error while streaming: " and the event's error object itself, no
	// "error" key around it: read it as one (hook: streamErrorObject).
	if r, ok := streamErrorObject(c, b); ok {
		return r, true
	}
	if strings.IndexByte(b, '{') >= 0 {
		if r, ok := anthropicBody(c, b); ok {
			return r, true
		}
		if r, ok := openaiBody(c, b); ok {
			return r, true
		}
		if partialCounts(b) { // httppreset.go (set 516)
			return Result{Kind: ambiguous, Reason: "a partial success: the batch ran and some of its requests failed (resend only those)"}, true
		}
		if eo := jsonObject(b, "error"); eo != "" && eo[0] == '{' {
			if r, ok := errorObject(c, eo); ok {
				return r, true
			}
		}
	}
	if c.code != "" {
		if r, ok := serviceCode(c, c.code, c.text); ok {
			return r, true
		}
		if r, ok := stopHint(c.code); ok {
			return r, true
		}
	}
	return Result{}, false
}

// stopHint reads descriptive codes such as "finish_reason:length", and a
// code that is itself a model's ending ("max_tokens", "refusal": a tool that
// passes the stop reason as the code, set 89). A bare "length" says too
// little to be read alone, and "content_filter" is also the code of a
// refused prompt (Azure OpenAI's 400 "The response was filtered due to the
// prompt triggering ...", invalid: set 5).
func stopHint(code string) (Result, bool) {
	i := strings.IndexByte(code, ':')
	if i < 0 {
		if code == "length" || code == "content_filter" {
			return Result{}, false
		}
		return stopReason(code)
	}
	switch strings.TrimSpace(code[:i]) {
	case "finish_reason", "stop_reason":
		return stopReason(strings.TrimSpace(code[i+1:]))
	}
	return Result{}, false
}

// stopReason maps an OpenAI finish_reason or an Anthropic stop_reason.
func stopReason(v string) (Result, bool) {
	switch v {
	case "length", "max_tokens", "max_output_tokens":
		return Result{Kind: ambiguous, Code: v, Reason: "model output truncated (" + v + ")"}, true
	case "content_filter":
		return Result{Kind: ambiguous, Code: v, Reason: "model output withheld by the content filter"}, true
	case "refusal":
		return Result{Kind: ambiguous, Code: v, Reason: "the model refused"}, true
	case "model_context_window_exceeded", "model_length":
		// Anthropic's and Bedrock's model_context_window_exceeded, Mistral's
		// model_length ("the model's context length was reached",
		// docs.mistral.ai chat completion finish_reason): the input and the
		// answer together filled the window, so the answer stops where it
		// was (set 109).
		return Result{Kind: ambiguous, Code: v, Reason: "model output truncated at the context window"}, true
	case "guardrail_intervened", "content_filtered":
		return Result{Kind: ambiguous, Code: v, Reason: "model output withheld by a guardrail"}, true
	case "malformed_model_output", "malformed_tool_use":
		// Bedrock Converse: the model's output or tool call did not parse.
		return Result{Kind: ambiguous, Code: v, Reason: "the model's output is malformed: unusable as it stands"}, true
	case "pause_turn":
		return Result{Kind: ambiguous, Code: v, Reason: "the model paused its turn: the output is incomplete"}, true
	case "insufficient_system_resource":
		// DeepSeek's ending for a generation the inference system cut for
		// want of its own resources (api-docs.deepseek.com, chat
		// completion finish_reason): the server's capacity, not the
		// request or the output, so the same call works later (set 983).
		return Result{Kind: transient, Code: v, Reason: "the provider's inference system ran short of resources and cut the generation: retry"}, true
	}
	return Result{}, false
}

// anthropicBody reads {"type":"error","error":{...}} and Messages API
// responses ({"type":"message", "content", "stop_reason"}).
func anthropicBody(c *ctx, b string) (Result, bool) {
	if jsonString(b, "object") == "response" {
		return Result{}, false // an OpenAI Responses object: its output items have a "type" too
	}
	if r, ok := agentErrorObject(c, b); ok {
		return r, true
	}
	switch jsonString(b, "type") {
	case "error":
		eo := jsonObject(b, "error")
		if eo == "" {
			return Result{}, false
		}
		// OpenAI's Realtime and Responses streams send the same
		// {"type":"error","error":{...}} envelope; their error objects carry
		// a "code" (session_expired, response_cancel_not_active) under the
		// generic invalid_request_error, which Anthropic's never do. Read
		// such an object as OpenAI's: the code, then the type and message.
		if jsonString(eo, "code") != "" {
			r, ok := errorObject(c, eo)
			if ok {
				r.Reason = "openai: " + strings.TrimPrefix(r.Reason, "api: ")
			}
			return r, ok
		}
		// error.details.error_code names the cause under the generic
		// type: it decides first (anthropiccode.go, set 89).
		if r, ok := anthropicCause(c, eo); ok {
			r.Reason = "anthropic: " + r.Reason
			return r, true
		}
		et := jsonString(eo, "type")
		if et == "" {
			return Result{}, false
		}
		r, ok := serviceCode(c, et, eo)
		if !ok {
			return errorTypeByName(et)
		}
		r.Reason = "anthropic: " + strings.TrimPrefix(r.Reason, "api: ")
		return r, true
	case "message":
		if !strings.Contains(b, `"stop_reason"`) && !strings.Contains(b, `"content"`) {
			return Result{}, false
		}
		if r, ok := stopReason(jsonString(b, "stop_reason")); ok {
			r.Reason = "anthropic: " + r.Reason
			return r, true
		}
		content := jsonObject(b, "content")
		// A server tool (web search, web fetch, code execution) that failed
		// inside a normal turn reports it in its result block.
		if strings.Contains(content, "_tool_result_error") {
			if r, ok := serverToolError(jsonString(content, "error_code")); ok {
				return r, true
			}
		}
		if r, ok := toolFailedInTurn(c, "anthropic", content); ok { // turntools.go
			return r, true
		}
		if !strings.Contains(content, `"tool_use"`) && !strings.Contains(content, `"server_tool_use"`) && !anyNonEmpty(content, "text") {
			return Result{Kind: ambiguous, Code: "empty_content", Reason: "anthropic: empty content: the call worked but said nothing"}, true
		}
		return Result{Kind: unk, Reason: "anthropic: no failure found (a normal completion)"}, true
	}
	// A server tool's result block rendered alone, outside its message
	// (a tool's own line, "web_search_tool_result error: {...}", set 185):
	// {"type":"<tool>_tool_result","content":{"type":"<tool>_tool_result_error",
	// "error_code":...}} carries the same error_code as inside a message.
	if strings.HasSuffix(jsonString(b, "type"), "_tool_result") {
		content := jsonObject(b, "content")
		if strings.HasSuffix(jsonString(content, "type"), "_tool_result_error") {
			if r, ok := serverToolError(jsonString(content, "error_code")); ok {
				return r, true
			}
		}
	}
	// Or only the block's content, the error object itself (a tool's line
	// "web_search_tool_result srvtoolu_...: {"type":"web_search_tool_result_error",
	// "error_code":...}", set 251): the same error_code decides.
	if strings.HasSuffix(jsonString(b, "type"), "_tool_result_error") {
		if r, ok := serverToolError(jsonString(b, "error_code")); ok {
			return r, true
		}
	}
	return Result{}, false
}

// anthropicBatchResult reads a Message Batches result line,
// {"custom_id", "result": {"type": "succeeded|errored|canceled|expired"}}.
//
// A tool may render the result object alone, after its own words that name
// the batch ("batch request ticket-8832 result: {"type":"expired"}", set 89):
// read it when the text names a batch and the object's type is a result's.
func anthropicBatchResult(c *ctx, b string) (Result, bool) {
	var res string
	if strings.Contains(b, `"custom_id"`) {
		res = jsonObject(b, "result")
	} else if hasFold(c.text, "batch") || bareBatchResult(c, b) {
		switch jsonString(b, "type") {
		case "expired", "canceled":
			res = b[strings.IndexByte(b, '{'):]
		}
	}
	if res == "" {
		return Result{}, false
	}
	switch jsonString(res, "type") {
	case "expired":
		return Result{Kind: transient, Code: "expired", Reason: "anthropic: the batch expired before this request ran: submit it again"}, true
	case "canceled":
		// "The batch was canceled before this request could be sent to
		// the model" (Message Batches results): the request never ran
		// because someone stopped the batch; whether it is still wanted
		// is a decision to make again, not a wait.
		return Result{Kind: premise, Code: "canceled", Reason: "anthropic: the batch was canceled before this request ran: decide again whether it is still wanted"}, true
	case "errored":
		if eo := jsonObject(res, "error"); eo != "" {
			if r, ok := anthropicBody(c, eo); ok {
				return r, true
			}
		}
		return Result{Kind: unk, Code: "errored", Reason: "anthropic: the batch request errored"}, true
	}
	return Result{}, false
}

// bareBatchResult reports a Message Batches result object that is the
// whole message under the anthropic protocol: anthropic-sdk-go's
// MessageBatchIndividualResponse.Result.RawJSON() is {"type":"expired"} or
// {"type":"canceled"} with neither the custom_id nor the word "batch"
// around it (set 1411). No other Anthropic API object has those types, so
// the protocol and the object standing alone name it; under another
// protocol, or inside other words, the text must still name a batch.
func bareBatchResult(c *ctx, b string) bool {
	if !strings.EqualFold(c.proto, "anthropic") {
		return false
	}
	t := strings.TrimSpace(c.message)
	return len(t) > 0 && t[0] == '{' && t[len(t)-1] == '}' && strings.TrimSpace(b) == t
}

// openaiBody reads Chat Completions and Responses API successes.
func openaiBody(c *ctx, b string) (Result, bool) {
	if choices := jsonObject(b, "choices"); choices != "" && strings.Contains(b, `"finish_reason"`) {
		if r, ok := stopReason(jsonString(choices, "finish_reason")); ok {
			r.Reason = "openai: " + r.Reason
			return r, true
		}
		if v, isStr, ok := jsonValue(choices, "refusal"); ok && isStr && v != "" {
			return Result{Kind: ambiguous, Code: "refusal", Reason: "openai: the model refused"}, true
		}
		// An accumulated completion whose finish_reason is "": the stream
		// ended before its last chunk (endreason.go, set 310), whatever
		// the half-built message holds.
		if v, isStr, ok := jsonValue(choices, "finish_reason"); ok && isStr && v == "" {
			if r, ok := unfinishedEnding(b); ok {
				return r, true
			}
		}
		hasTools := false
		if v, _, ok := jsonValue(choices, "tool_calls"); ok && v != "null" && !isEmptyArray(v) {
			hasTools = true
		}
		// openai-go serialises the deprecated function_call as its zero
		// value ({"arguments":"","name":""}) on every message: a call only
		// when it names one (set 1275).
		if v, _, ok := jsonValue(choices, "function_call"); ok && v != "null" && (jsonString(v, "name") != "" || jsonString(v, "arguments") != "") {
			hasTools = true
		}
		if !hasTools && !anyNonEmpty(choices, "content") && !anyNonEmpty(choices, "text") {
			return Result{Kind: ambiguous, Code: "empty_content", Reason: "openai: empty content and no tool calls"}, true
		}
		if hasTools && badToolArguments(choices) {
			return Result{Kind: ambiguous, Code: "invalid_tool_arguments", Reason: "openai: a tool call's arguments are not valid JSON"}, true
		}
		return Result{Kind: unk, Reason: "openai: no failure found (a normal completion)"}, true
	}
	if emptyChoices(b) {
		return Result{Kind: ambiguous, Code: "no_choices", Reason: "openai: a completion with no choices: the call worked and holds no answer"}, true
	}
	if jsonString(b, "object") == "batch" && jsonString(b, "status") == "failed" {
		// A batch that failed validation: its errors say why.
		code := jsonString(jsonObject(b, "errors"), "code")
		if code == "token_limit_exceeded" {
			return Result{Kind: transient, Code: code, Reason: "openai: the enqueued token limit is reached: submit once running batches finish"}, true
		}
		if r, ok := serviceCode(c, code, b); ok {
			return r, true
		}
		return Result{Kind: invalid, Code: code, Reason: "openai: the batch failed validation (" + code + ")"}, true
	}
	if r, ok := workStatus(c, b); ok {
		return r, true
	}
	if jsonString(b, "object") == "response" {
		if r, ok := toolFailedInTurn(c, "openai", jsonObject(b, "output")); ok { // turntools.go
			return r, true
		}
		if strings.Contains(b, `"type":"refusal"`) || strings.Contains(b, `"type": "refusal"`) {
			return Result{Kind: ambiguous, Code: "refusal", Reason: "openai: the model refused"}, true
		}
		// A file_search_call that found nothing (set 413): the model
		// answered from no retrieved text.
		if strings.Contains(b, `"file_search_call"`) && (strings.Contains(b, `"results":[]`) || strings.Contains(b, `"results": []`)) {
			return Result{Kind: ambiguous, Code: "file_search_call", Reason: "openai: the file search found nothing"}, true
		}
		// A hosted tool call that failed or stopped short inside a
		// completed turn, or a turn left at an mcp_approval_request
		// (turntools.go, set 1484).
		if r, ok := unfinishedHostedCall(b); ok {
			return r, true
		}
		return Result{Kind: unk, Reason: "openai: no failure found (a normal response)"}, true
	}
	// The same output item standing alone (set 1484).
	if r, ok := unfinishedHostedCall(b); ok {
		return r, true
	}
	return Result{}, false
}

// workObjects are the OpenAI objects that report how their work ended in
// a "status": a Responses response, an Assistants run and run step, a
// Realtime response (inside response.done), and a vector store (whose
// status is expired, in_progress or completed; set 1248).
var workObjects = [...]string{"response", "thread.run", "thread.run.step", "realtime.response", "vector_store"}

// workStatus reads such an object's end. "incomplete" ran and stopped short
// (max_output_tokens, max_prompt_tokens, content_filter, a turn the client
// cut off): the call worked and its output is unusable as it stands,
// ambiguous, as a truncated completion (platform.openai.com API reference:
// response incomplete_details, run incomplete_details, Realtime
// response.status_details). "failed" carries its error (error, last_error,
// status_details.error), which decides; without one it is the service's.
func workStatus(c *ctx, b string) (Result, bool) {
	obj := jsonString(b, "object")
	known := false
	for _, o := range workObjects {
		known = known || obj == o
	}
	if !known {
		return Result{}, false
	}
	details := jsonObject(b, "incomplete_details")
	if details == "" {
		details = jsonObject(b, "status_details")
	}
	switch jsonString(b, "status") {
	case "incomplete":
		why := jsonString(details, "reason")
		if why == "" {
			why = "incomplete"
		}
		return Result{Kind: ambiguous, Code: why, Reason: "openai: " + obj + " incomplete (" + why + "): the output stopped short"}, true
	case "failed":
		for _, eo := range [...]string{jsonObject(b, "error"), jsonObject(b, "last_error"), jsonObject(details, "error")} {
			if eo != "" && eo[0] == '{' {
				if r, ok := errorObject(c, eo); ok {
					return r, true
				}
			}
		}
		return verdict(transient, "openai: "+obj+" failed")
	case "queued", "in_progress":
		// A background response, run or run step polled before it ends
		// (set 1497): the call worked and the answer is not there yet;
		// it ends by itself, poll again (platform.openai.com/docs/guides/
		// background: "poll ... while status is queued or in_progress").
		// A vector store's in_progress is its files' ingestion, not read here.
		if obj != "vector_store" {
			return Result{Kind: transient, Code: jsonString(b, "status"), Reason: "openai: " + obj + " not finished yet: poll again"}, true
		}
	case "expired":
		// An Assistants run or run step past its expires_at (set 929):
		// "the function calling outputs were not submitted before
		// expires_at", or the run outlived it. Unlike a batch that expired
		// before it ran (resubmit, transient), the run held state the next
		// step rests on (its required_action); that run is terminal and
		// gone, so a new run is planned: premise, as an expired session.
		if obj == "thread.run" || obj == "thread.run.step" {
			return Result{Kind: premise, Code: "expired", Reason: "openai: " + obj + " expired: the run is terminal and its pending action can no longer be answered; start a new run"}, true
		}
		// A vector store past its expires_after policy (set 1248): "Once a
		// vector store expires, runs on that thread will fail. To fix this,
		// you can simply recreate a new vector_store with the same files"
		// (file-search guide). The store the plan searches is gone until it
		// is rebuilt, as the "is expired" wording of the same state reads.
		if obj == "vector_store" {
			return Result{Kind: premise, Code: "expired", Reason: "openai: vector_store expired: recreate it with its files and attach it again"}, true
		}
	}
	return Result{}, false
}

// failedWorkInWords reads a work object's status "failed" that an agent
// or a log hands over as a summary of the object's fields rather than as
// its JSON (set 1437): "status=failed; error.code=server_error;
// error.message=\"The model failed to generate a response.\"" for a polled
// background Responses object, "status: failed, last_error.code:
// rate_limit_exceeded" for an Assistants run. As workStatus reads the body,
// the failed object is decided by its error's code, looked up in the same
// service-code table; the code is read only after the dotted field path
// (error.code, last_error.code) and only beside a status of "failed" (or
// the code "failed" passed as Input.Code), and a code the table does not
// hold keeps the text's other readings.
func failedWorkInWords(c *ctx) (Result, bool) {
	t := c.text
	if !strings.EqualFold(c.code, "failed") && !fieldValueIs(t, "status", "failed") {
		return Result{}, false
	}
	for _, key := range [...]string{"last_error.code", "error.code"} {
		i := strings.Index(t, key)
		if i < 0 || i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
			continue
		}
		rest := strings.TrimLeft(t[i+len(key):], " :=\"'`")
		j := 0
		for j < len(rest) && (rest[j] == '_' || rest[j] >= 'a' && rest[j] <= 'z') {
			j++
		}
		if j == 0 || j < len(rest) && (isAlnum(rest[j]) || rest[j] == '.') {
			continue
		}
		if _, known := serviceCodes[rest[:j]]; !known {
			return Result{}, false
		}
		if r, ok := serviceCode(c, rest[:j], t); ok {
			r.Reason = "openai: the work object failed with " + rest[:j] + ": " + r.Reason
			return r, true
		}
	}
	return Result{}, false
}

// unfinishedWorkInWords reads a background Responses object or an
// Assistants run polled before its work ends, summarised in a tool's or
// log's words rather than as its JSON (set 1497): `GET
// /v1/responses/resp_x 200: status "in_progress", background true`,
// "run run_abc status=queued". As workStatus reads the body, queued and
// in_progress are work that ends by itself: transient, poll again
// (platform.openai.com/docs/guides/background). The object must be named
// by its id prefix (resp_, run_, step_) or its path (/responses/, /runs/),
// so another thing's "status: in_progress" (a deploy, a vector store's
// ingestion) keeps the text's other readings.
func unfinishedWorkInWords(c *ctx) (Result, bool) {
	t := c.text
	if !strings.Contains(t, "in_progress") && !strings.Contains(t, "queued") {
		return Result{}, false
	}
	status := "in_progress"
	if !fieldValueIs(t, "status", status) {
		status = "queued"
		if !fieldValueIs(t, "status", status) {
			return Result{}, false
		}
	}
	named := strings.Contains(t, "/responses/") || strings.Contains(t, "/runs/")
	for _, p := range [...]string{"resp_", "run_", "step_"} {
		for i := range foldMatches(t, p) {
			if (i == 0 || !isAlnum(t[i-1]) && t[i-1] != '_') && i+len(p) < len(t) && isAlnum(t[i+len(p)]) {
				named = true
			}
		}
	}
	if !named {
		return Result{}, false
	}
	return Result{Kind: transient, Code: status, Reason: "openai: the background work is " + status + ": it ends by itself; poll again"}, true
}

// fieldValueIs reports whether text names the field key (a whole word)
// followed, after separators (space, colon, equals sign, quotes), by
// value as a whole token: "status=failed", "status: failed",
// `status "failed"`.
func fieldValueIs(t, key, value string) bool {
	for i := range foldMatches(t, key) {
		if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_' || t[i-1] == '.') {
			continue
		}
		rest := strings.TrimLeft(t[i+len(key):], " :=\"'`")
		if len(rest) == len(t[i+len(key):]) {
			continue // no separator: "statuses", "status_failed"
		}
		if len(rest) >= len(value) && strings.EqualFold(rest[:len(value)], value) && (len(rest) == len(value) || !isAlnum(rest[len(value)]) && rest[len(value)] != '_') {
			return true
		}
	}
	return false
}

// sseBody reads a streamed response (server-sent events, "data: {...}"
// lines): an error event in the stream (OpenAI's {"error": {...}},
// Anthropic's event: error) decides, and so does a finish or stop reason
// that makes the output unusable. The stream's 200 says nothing.
func sseBody(c *ctx, b string) (Result, bool) {
	if !strings.HasPrefix(b, "data:") && !strings.Contains(b, "\ndata:") {
		return Result{}, false
	}
	var stop Result
	stopped := false
	var cut streamEnd
	for line := range strings.Lines(b) {
		payload, ok := strings.CutPrefix(strings.TrimSpace(line), "data:")
		if !ok {
			continue
		}
		payload = strings.TrimSpace(payload)
		typ := jsonString(payload, "type")
		cut.see(payload, typ)
		if !strings.HasPrefix(payload, "{") {
			continue // [DONE]
		}
		if typ == "error" {
			if r, ok := anthropicBody(c, payload); ok {
				return r, true
			}
			if r, ok := flatStreamError(c, payload); ok {
				return r, true
			}
		}
		if eo := jsonObject(payload, "error"); eo != "" && eo[0] == '{' {
			// A JSON-RPC message in the stream: MCP's Streamable HTTP
			// transport answers a POST with text/event-stream, one
			// "data:" line per JSON-RPC message, and an error there is
			// the server's JSON-RPC error, read by its code and message
			// as the MCP preset reads it in a plain body (set 1195: the
			// go-sdk's `duplicate "initialize" received` under code 0),
			// not an LLM stream's failure.
			if _, _, rpc := jsonValue(payload, "jsonrpc"); rpc {
				if r, ok := mcpBody(c, payload); ok {
					return r, true
				}
			}
			if r, ok := errorObject(c, eo); ok {
				return r, true
			}
			return Result{Kind: transient, Reason: "an error event in the stream"}, true
		}
		for _, key := range [...]string{"finish_reason", "stop_reason"} {
			if r, ok := stopReason(jsonString(payload, key)); ok && !stopped {
				stop, stopped = r, true
			}
		}
	}
	if stopped {
		stop.Reason = "stream: " + stop.Reason
		return stop, true
	}
	if why, ok := cut.midAnswer(); ok {
		return Result{Kind: transient, Reason: "stream: " + why + ": the server closed it mid-answer, retry"}, true
	}
	return Result{}, false
}

// streamEnd follows a raw stream's events to tell whether it reached its
// end. A stream that stops after an event which only comes before the end
// (a Responses delta, an Anthropic content block), or a Chat Completions
// stream with no finish reason and no [DONE], was cut: the server or a
// proxy closed it cleanly mid-answer, and the SDKs report no error.
type streamEnd struct {
	last     string // the type of the last typed event, pings aside
	chunks   bool   // Chat Completions chunks were seen
	finished bool   // a chunk carried a finish reason, or [DONE] came
}

// see notes one data payload and its "type" field.
func (e *streamEnd) see(payload, typ string) {
	if payload == "[DONE]" {
		e.finished = true
		return
	}
	if typ != "" && typ != "ping" {
		e.last = typ
	}
	if jsonString(payload, "object") == "chat.completion.chunk" {
		e.chunks = true
	}
	if jsonString(payload, "finish_reason") != "" {
		e.finished = true
	}
}

// midAnswer says why the stream was cut, if it was.
func (e *streamEnd) midAnswer() (string, bool) {
	if slices.Contains(midStreamEvents, e.last) {
		return "the last event (" + e.last + ") comes before the stream's end", true
	}
	if e.chunks && !e.finished && e.last == "" {
		return "chunks with no finish reason and no [DONE]", true
	}
	return "", false
}

// geminiBody reads a Gemini generateContent response: a prompt the API
// blocked (promptFeedback.blockReason, no candidates) and a candidate that
// ended for any reason but STOP are unusable successes.
func geminiBody(b string) (Result, bool) {
	if why := jsonString(jsonObject(b, "promptFeedback"), "blockReason"); why != "" {
		return Result{Kind: ambiguous, Code: why, Reason: "gemini: the prompt was blocked (" + why + ")"}, true
	}
	cands := jsonObject(b, "candidates")
	if cands == "" {
		return Result{}, false
	}
	switch why := jsonString(cands, "finishReason"); why {
	case "", "STOP", "FINISH_REASON_UNSPECIFIED":
		if !anyNonEmpty(cands, "text") && !strings.Contains(cands, `"functionCall"`) {
			return Result{Kind: ambiguous, Code: "empty_content", Reason: "gemini: empty content and no function call"}, true
		}
		return Result{Kind: unk, Reason: "gemini: no failure found (a normal completion)"}, true
	case "MAX_TOKENS":
		return Result{Kind: ambiguous, Code: why, Reason: "gemini: model output truncated (MAX_TOKENS)"}, true
	default: // SAFETY, RECITATION, BLOCKLIST, PROHIBITED_CONTENT, SPII, MALFORMED_FUNCTION_CALL, OTHER, ...
		return Result{Kind: ambiguous, Code: why, Reason: "gemini: the candidate ended with " + why + ": the output is withheld or unusable"}, true
	}
}

// badToolArguments reports whether some tool call's "arguments" string is
// not valid JSON (a model that broke off or wrote prose).
func badToolArguments(choices string) bool {
	off := 0
	for off < len(choices) {
		v, isStr, ok := jsonValue(choices[off:], "arguments")
		if !ok {
			return false
		}
		if isStr && !json.Valid([]byte(unescapeJSONText(v))) {
			return true
		}
		i := strings.Index(choices[off:], `"arguments"`)
		if i < 0 {
			return false
		}
		off += i + len(`"arguments"`)
	}
	return false
}

// anyNonEmpty reports whether some string field key in s is non-empty and
// not only whitespace.
func anyNonEmpty(s, key string) bool {
	if key == "" {
		return false
	}
	off := 0
	for off < len(s) {
		v, isStr, ok := jsonValue(s[off:], key)
		if !ok {
			return false
		}
		if isStr && strings.TrimSpace(strings.ReplaceAll(v, `\n`, "")) != "" {
			return true
		}
		i := strings.Index(s[off:], key)
		if i < 0 {
			return false
		}
		off += i + len(key)
	}
	return false
}

// serverToolErrors are the error codes of Anthropic's server tools (web
// search, web fetch, code execution with its bash and text editor), which
// fail inside a 200 message in a *_tool_result_error block; each kind
// follows the tool's docs (docs.claude.com, agents-and-tools/tool-use:
// web-search-tool, web-fetch-tool, code-execution-tool, "Errors").
var serverToolErrors = map[string]Result{
	"too_many_requests":       {Kind: transient, Reason: "rate limited"},
	"unavailable":             {Kind: transient, Reason: "the tool is unavailable"},
	"execution_time_exceeded": {Kind: transient, Timeout: true, Reason: "the code ran past its time limit"},
	// The first code execution tool's (code_execution_20250522) name for
	// the same limit: "Execution time exceeded the maximum allowed" (set 479).
	"code_execution_exceeded": {Kind: transient, Timeout: true, Reason: "the code ran past its time limit"},
	"max_uses_exceeded":       {Kind: premise, Reason: "the request's max_uses for the tool is spent"},
	"container_expired":       {Kind: premise, Reason: "the container the request reused has expired: start without it"},
	"file_not_found":          {Kind: premise, Reason: "the file does not exist in the container"},
	"url_not_accessible":      {Kind: premise, Reason: "the URL answered with an error: its content is not there"},
	// web_fetch may only fetch a URL the conversation already holds (set 413).
	"url_not_in_prior_context": {Kind: invalid, Reason: "web_fetch may only fetch a URL that appeared earlier in the conversation: name one that did"},
	"url_not_allowed":          {Kind: denied, Reason: "the URL is refused by domain filtering (allowed_domains/blocked_domains)"},
	"invalid_tool_input":       {Kind: invalid, Reason: "the tool refused its input"},
	"invalid_input":            {Kind: invalid, Reason: "the tool refused its input"},
	"query_too_long":           {Kind: invalid, Reason: "the query is too long"},
	"url_too_long":             {Kind: invalid, Reason: "the URL is too long"},
	"unsupported_content_type": {Kind: invalid, Reason: "the URL's content type is not one the tool reads"},
	"output_file_too_large":    {Kind: invalid, Reason: "the command's output file is too large"},
	// str_replace's old_str is the edit's own argument: not a missing
	// object but an edit that does not match the file.
	"string_not_found": {Kind: invalid, Reason: "the edit's old_str is not in the file: fix the edit"},
}

// serverToolInWords reads a server tool's error_code that an agent's
// wrapper hands over in its own words rather than as the result block's
// JSON (set 1251): "web_search tool result error (tool_use_id srvtoolu_x):
// error_code \"max_uses_exceeded\"", "error_code=query_too_long", or the
// code passed as Input.Code beside such a line. The text must name a tool
// result (or a server tool use id), and only the documented codes of
// serverToolErrors are read, so a bare code elsewhere keeps its reading.
func serverToolInWords(c *ctx) (Result, bool) {
	t := c.text
	if !hasFold(t, "tool result") && !hasFold(t, "tool_result") && !strings.Contains(t, "srvtoolu_") {
		return Result{}, false
	}
	code := c.code
	if i := strings.Index(t, "error_code"); i >= 0 {
		rest := strings.TrimLeft(t[i+len("error_code"):], " :=\"'`\\")
		j := 0
		for j < len(rest) && (rest[j] == '_' || rest[j] >= 'a' && rest[j] <= 'z') {
			j++
		}
		code = rest[:j]
	}
	if _, ok := serverToolErrors[code]; !ok {
		return Result{}, false
	}
	return serverToolError(code)
}

// serverToolError reads a server tool's error_code; a code the table does
// not hold is read by its name, as the docs name them (*_not_found,
// *_not_allowed, *_too_long, *_expired, invalid_*).
func serverToolError(code string) (Result, bool) {
	if code == "" {
		return Result{}, false
	}
	r, ok := serverToolErrors[code]
	if !ok {
		switch {
		case strings.HasSuffix(code, "_not_allowed") || strings.HasSuffix(code, "_denied"):
			r = Result{Kind: denied, Reason: "the tool refused the target"}
		case strings.HasSuffix(code, "_expired") || strings.HasSuffix(code, "_not_found"):
			r = Result{Kind: premise, Reason: "what the tool needs is gone or missing"}
		case strings.HasPrefix(code, "invalid_") || strings.HasSuffix(code, "_too_long") || strings.HasSuffix(code, "_too_large") || strings.HasPrefix(code, "unsupported_"):
			r = Result{Kind: invalid, Reason: "the tool refused its input"}
		default:
			return Result{}, false
		}
	}
	r.Code = code
	r.Reason = "anthropic: a server tool failed with " + code + ": " + r.Reason
	return r, true
}

// contractWords: output that the callee produced but that breaks the
// contract it declared for it (an MCP tool's outputSchema, a structured
// output schema, the model's tool-use grammar). The call ran, and a side
// effect may be done; what came back is unusable as it stands: ambiguous,
// as a tool call whose arguments are not JSON, whatever request-shaped code
// carries it (the TypeScript SDK's -32600 and -32602, Bedrock's
// ModelErrorException). Sending the same request again or repairing its
// arguments answers nothing the output broke.
var contractWords = []pattern{
	// @modelcontextprotocol/sdk client callTool (McpError InvalidRequest /
	// InvalidParams) and the Python SDK's ClientSession (RuntimeError).
	{text: "has an output schema but did not return structured content", kind: ambiguous, reason: "the tool ran and returned no structured content for its declared output schema"},
	{text: "structured content does not match the tool's output schema", kind: ambiguous, reason: "the tool ran and its structured content breaks its declared output schema"},
	{text: "invalid structured content returned by tool", kind: ambiguous, reason: "the tool ran and its structured content breaks its declared output schema"},
	// The same check made by the server on its own tool's result before it
	// answers (set 113): the TypeScript SDK's McpServer "Output validation
	// error: Invalid structured content for tool X: ..." and "Output
	// validation error: Tool X has an output schema but no structured
	// content was provided" (InvalidParams, sent as an isError result), the
	// Python SDK's lowlevel server and FastMCP "Output validation error:
	// outputSchema defined but no structured output returned" / "Output
	// validation error: <jsonschema message>", the go-sdk server's
	// "validating tool output: ..." (mcp/server.go). The agent's arguments
	// passed; the tool's own data broke its contract.
	{text: "output validation error", kind: ambiguous, reason: "the server's check of the tool's result against its declared output schema failed"},
	{text: "validating tool output", kind: ambiguous, reason: "the server's check of the tool's result against its declared output schema failed"},
	// Set 1397 (live mcp-go v1.6.0, WithOutputSchemaValidation): mcp-go's
	// server prefixes its check of a tool's structured result "output schema
	// validation failed: /count: got string, want integer" (the same
	// validator's input check reads "input schema validation failed",
	// invalid), and "invalid structured content: ..." when that result does
	// not even marshal (server/output_validation.go). The Java SDK's
	// validator says "Validation failed: structuredContent does not match
	// tool outputSchema. Validation errors: [...]" and its client and server
	// "Response missing structured content which is expected when calling
	// tool with non-empty outputSchema" (McpAsyncClient, McpAsyncServer).
	{text: "output schema validation failed", kind: ambiguous, reason: "the check of the tool's result against its declared output schema failed"},
	{text: "invalid structured content: ", kind: ambiguous, reason: "the tool's structured result could not be read for its output schema check"},
	{text: "structuredcontent does not match tool outputschema", kind: ambiguous, reason: "the tool ran and its structured content breaks its declared output schema"},
	{text: "missing structured content which is expected when calling tool with non-empty outputschema", kind: ambiguous, reason: "the tool ran and returned no structured content for its declared output schema"},
	// The same check made on a sampling or elicitation reply, the callee
	// being the client (its model, or the person it asked) (set 170): the
	// TypeScript SDK client's own check of its handler's reply before it
	// answers the server ("Invalid sampling result: [...]", "Invalid
	// elicitation result: [...]", InvalidParams, which the server's tool
	// hands back as "MCP error -32602: MCP error -32602: ..."), the
	// TypeScript and go-sdk servers' check of the accepted content against
	// the requested schema ("Elicitation response content does not match
	// requested schema: ...", "elicitation result content does not match
	// requested schema: ..."), and the Python SDK's pydantic check of the
	// reply ("1 validation error for CreateMessageResult", "... for
	// ElicitResult"). The agent's call passed; the answer it waited on is
	// unusable.
	{text: "invalid sampling result", kind: ambiguous, reason: "the client's sampling reply breaks the sampling result schema"},
	{text: "invalid elicitation result", kind: ambiguous, reason: "the client's elicitation reply breaks the elicitation result schema"},
	{text: "content does not match requested schema", kind: ambiguous, reason: "the elicitation reply's content breaks the schema the server requested"},
	{text: "validation error for createmessageresult", kind: ambiguous, reason: "the client's sampling reply breaks the sampling result schema"},
	{text: "validation errors for createmessageresult", kind: ambiguous, reason: "the client's sampling reply breaks the sampling result schema"},
	{text: "validation error for elicitresult", kind: ambiguous, reason: "the client's elicitation reply breaks the elicitation result schema"},
	{text: "validation errors for elicitresult", kind: ambiguous, reason: "the client's elicitation reply breaks the elicitation result schema"},
	// The same check made on a method's result against the protocol's
	// result schema (set 308): the TypeScript SDK server's check of its own
	// tools/call handler's result before it answers ("Invalid tools/call
	// result: [...]", InvalidParams, which the client renders "MCP error
	// -32602: MCP error -32602: ..."), the SDK's check of a task-creation
	// result ("Invalid task creation result: [...]", client/index.js and
	// server/index.js), and the Python SDK's pydantic check of a
	// CallToolResult ("1 validation error for CallToolResult"). The tool
	// ran; its result breaks the MCP schema.
	{text: "invalid tools/call result", kind: ambiguous, reason: "the tool ran and its result breaks the tools/call result schema"},
	{text: "invalid task creation result", kind: ambiguous, reason: "the callee's task-creation result breaks its result schema"},
	{text: "validation error for calltoolresult", kind: ambiguous, reason: "the tool ran and its result breaks the tools/call result schema"},
	{text: "validation errors for calltoolresult", kind: ambiguous, reason: "the tool ran and its result breaks the tools/call result schema"},
	// Vercel AI SDK NoObjectGeneratedError ("No object generated: response
	// did not match schema.", "... could not parse the response.").
	{text: "no object generated:", kind: ambiguous, reason: "the model answered, but not with an object of the requested schema"},
	// Bedrock ModelErrorException for the model's own tool-use output. Its
	// wording varies by model and doc ("Model produced invalid sequence
	// ...", Amazon Nova's troubleshooting guide "The model produced an
	// invalid sequence ..."), so match the stable tail (set 573).
	{text: "invalid sequence as part of tooluse", kind: ambiguous, reason: "the model's tool-use output is malformed"},
	// LangChain OutputParserException.
	{text: "could not parse llm output", kind: ambiguous, reason: "the model answered, but its output does not parse"},
	// Its other parsers and the same check in other frameworks (set 614):
	// every OutputParserException names its troubleshooting page
	// (OUTPUT_PARSING_FAILURE), JsonOutputParser "Invalid json output:
	// <text>", PydanticOutputParser "Failed to parse X from completion
	// {...}. Got: ..."; Pydantic AI's UnexpectedModelBehavior "Exceeded
	// maximum retries (1) for output validation" (older "... for result
	// validation"). The request was fine; the model's answer is unusable.
	{text: "errors/output_parsing_failure", kind: ambiguous, reason: "the model answered, but its output does not parse"},
	{text: "invalid json output:", kind: ambiguous, reason: "the model answered, but its output is not JSON"},
	{text: "for output validation", kind: ambiguous, reason: "the model's output failed validation on every retry"},
	{text: "for result validation", kind: ambiguous, reason: "the model's output failed validation on every retry"},
	// tmc/langchaingo's agents (set 1781): ErrUnableToParseOutput "unable to
	// parse agent output" (wrapped with the model's raw text) and
	// ErrAgentNoReturn "no actions or finish was returned by the agent".
	// The model answered; its text is neither an action nor a final answer.
	{text: "unable to parse agent output", kind: ambiguous, reason: "the model answered, but its output is neither an action nor a final answer"},
	{text: "no actions or finish was returned by the agent", kind: ambiguous, reason: "the agent step returned neither an action nor a final answer"},
	// The model's own tool call that the serving stack could not parse or
	// that named no tool it was given, reported as the request's error
	// (set 99): Groq's 400 tool_use_failed, whose body carries the model's
	// raw text as failed_generation ("Failed to call a function. Please
	// adjust your prompt. See 'failed_generation' for more details.", "tool
	// call validation failed: attempted to call tool ..."; console.groq.com
	// docs/tool-use), Ollama's 500 "error parsing tool call: raw='...',
	// err=..." (the server's tool parser), and text-generation-inference's
	// 422 tool_error "Failed to parse generated text" / "No function found
	// in generated text" (router/src/infer). Sampling again or narrowing
	// the prompt may answer; the request's arguments are not what broke.
	{text: "failed_generation", kind: ambiguous, reason: "the model's tool call did not parse (its raw output is the failed_generation)"},
	{text: "tool_use_failed", kind: ambiguous, reason: "the model's tool call did not parse"},
	{text: "error parsing tool call", kind: ambiguous, reason: "the server could not parse the model's tool call"},
	{text: "failed to parse generated text", kind: ambiguous, reason: "the server could not parse the model's generated tool call"},
	{text: "found in generated text", kind: ambiguous, reason: "the model's generated text holds no usable tool call"},
	// A long-running call that returned without the operation handle its
	// contract promises (set 1781): genkit's GenerateOperation on a
	// background model, FAILED_PRECONDITION "model did not return an
	// operation"; Veo clients' "Veo API did not return an operation name";
	// Azure Computer Vision's "did not return an Operation-Location header";
	// Shopify's "bulk operation did not return an operation id". The call
	// ran and may have started the work; nothing came back to poll it by:
	// ambiguous.
	{text: "did not return an operation", kind: ambiguous, word: true, reason: "the long-running call returned no operation handle to poll: the work may have started"},
}

var contractMatcher = newMatcher(contractWords)

// modelOutputBroken reads contractWords before a JSON body's code or type
// and before the HTTP status (llmPreset, bodyShapes): the LLM servers send
// a model's unparsable tool call under a request-shaped 400 or 422, or a
// 500, none of which says what broke.
func modelOutputBroken(c *ctx, family string) (Result, bool) {
	r, ok := matchWords(contractMatcher, c.text)
	if !ok {
		if modelAnswerUnparsed(c.text) {
			return verdict(ambiguous, family+": the model answered, but its output is not JSON")
		}
		return Result{}, false
	}
	r.Reason = family + ": the output broke its declared contract: " + r.Reason
	return r, true
}

// jsonNotValueWords are JSON parsers' words for input that opens with no
// JSON value at all: a markdown fence, a sentence before the object.
var jsonNotValueWords = []string{
	"looking for beginning of value", // Go encoding/json
	"expecting value: line",          // Python json.JSONDecodeError
	"is not valid json",              // V8 JSON.parse
	"is an invalid start of a value", // .NET System.Text.Json
	"expected value at line",         // serde_json
}

// modelAnswerUnparsed reads a tool's own decode of a model's text ("parse
// model answer: invalid character '`' looking for beginning of value",
// a model that wrapped its JSON in ```json fences or prose): the model
// call worked and its output is not the JSON asked for, ambiguous, as
// LangChain's "Invalid json output" above (held-out set 758). The prefix
// must name the model's answer; a model's tool-call arguments stay invalid
// (set 89), as does a request the caller built.
func modelAnswerUnparsed(t string) bool {
	// Every caller's text passes here (a 503 body too): the prefix's
	// cue first, one scan each, before the parsers' five phrases.
	if !hasFold(t, "model") && !hasFold(t, "llm") {
		return false
	}
	i := -1
	for _, w := range jsonNotValueWords {
		if j := indexFold(t, w); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return false
	}
	prefix := t[:i]
	if !hasAny(prefix, "model answer", "model output", "model response", "model reply", "model's answer", "model's output", "model's response", "llm output", "llm response", "llm answer", "llm reply") {
		return false
	}
	return !hasAny(prefix, "argument", "tool call", "tool_call", "function call", "tool input", "request")
}

// brokenOutput reads contractWords under a code that would say otherwise.
func brokenOutput(family, code, text string) (Result, bool) {
	r, ok := matchWords(contractMatcher, text)
	if !ok {
		return Result{}, false
	}
	r.Code = code
	r.Reason = family + ": " + code + ", but the output broke its declared contract: " + r.Reason
	return r, true
}

// toolPairing finds a tool call and its result that do not pair up inside
// the conversation the request itself carries: OpenAI Responses "No tool
// call found for function call output with call_id call_x." and "No tool
// output found for function call call_x.", Anthropic "`tool_use` ids were
// found without `tool_result` blocks immediately after", Chat Completions
// "messages with role 'tool' must be a response to a preceeding message
// with 'tool_calls'". "No ... found" reads as a missing object, but both
// halves are items of this request's input: repair the messages (invalid).
func toolPairing(t string) bool {
	return hasAny(t, "tool call", "tool output", "function call", "tool_use", "tool_result", "tool_call") &&
		hasAny(t, "found for function call", "found for tool call", "without `tool_result`", "without tool_result",
			"must have a corresponding", "must be a response to", "must be followed by tool")
}

// agentErrorObject reads the error objects of Anthropic's Managed Agents
// (beta): a session's error event {"type":"session.error","error":{...}}
// and a run that ended {"status":"failed","error":{...}} carry an error
// typed "<cause>_error" (mcp_authentication_failed_error,
// credential_host_unreachable_error, skill_not_found_error; anthropic-sdk-go
// betasessionevent.go, betadeploymentrun.go). The type decides, as the
// Messages API's error types do, then its name (set 413).
func agentErrorObject(c *ctx, b string) (Result, bool) {
	eo := jsonObject(b, "error")
	if eo == "" || eo[0] != '{' {
		return Result{}, false
	}
	et := jsonString(eo, "type")
	if !strings.HasSuffix(et, "_error") {
		return Result{}, false
	}
	if jsonString(b, "type") != "session.error" && jsonString(b, "status") != "failed" {
		return Result{}, false
	}
	if r, ok := serviceCode(c, et, eo); ok {
		r.Reason = "anthropic: " + strings.TrimPrefix(r.Reason, "api: ")
		return r, true
	}
	return errorTypeByName(et)
}

// errorTypeByName reads an Anthropic error type the table does not hold by
// the cause its name spells: an authentication that failed, a host or
// repository forbidden or egress blocked, denied; a host unreachable, a
// connection that failed, a rate limit or overload, transient; a thing not
// found, archived or disabled, premise; a configuration unsupported,
// invalid (set 413).
func errorTypeByName(et string) (Result, bool) {
	name, ok := strings.CutSuffix(et, "_error")
	if !ok || name == "" {
		return Result{}, false
	}
	var r Result
	switch {
	case strings.HasSuffix(name, "_authentication_failed") || strings.HasSuffix(name, "_authentication") || strings.HasSuffix(name, "_forbidden") || strings.HasSuffix(name, "_egress_blocked"):
		r = Result{Kind: denied, Reason: "the agent's credential or network policy does not reach it"}
	case strings.HasSuffix(name, "_unreachable") || strings.HasSuffix(name, "_connection_failed") || strings.HasSuffix(name, "_rate_limited") || strings.HasSuffix(name, "_overloaded"):
		r = Result{Kind: transient, Reason: "a reachability, rate or load failure"}
	case strings.HasSuffix(name, "_not_found") || strings.HasSuffix(name, "_archived") || strings.HasSuffix(name, "_disabled"):
		r = Result{Kind: premise, Reason: "what the run rests on is missing, archived or disabled"}
	case strings.HasSuffix(name, "_unsupported"):
		r = Result{Kind: invalid, Reason: "the configuration asked for is unsupported"}
	default:
		return Result{}, false
	}
	r.Code = et
	r.Reason = "anthropic: " + et + ": " + r.Reason
	return r, true
}

// emptyChoices reports a Chat Completions (or legacy Completions) object
// whose choices array is empty: {"object":"chat.completion",...,
// "choices":[]}, as openai-go and anthropic-compatible servers hand it back
// with err == nil (set 1507). The call worked and holds no answer, as
// "returned no choices" in a wrapper's words (set 226): ambiguous. An
// object-less body from an OpenAI-compatible server counts when it carries
// a completion's "model" and "created". A streamed chunk
// (chat.completion.chunk) is not read so: its last chunk carries usage under
// an empty choices array by design (stream_options include_usage).
func emptyChoices(b string) bool {
	v, _, ok := jsonValue(b, "choices")
	if !ok || !isEmptyArray(v) {
		return false
	}
	switch obj, isStr, ok := jsonValue(b, "object"); {
	case ok && isStr:
		return obj == "chat.completion" || obj == "text_completion"
	case ok:
		return false
	}
	return strings.Contains(b, `"model"`) && strings.Contains(b, `"created"`)
}
