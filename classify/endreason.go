package classify

import "strings"

// A model's ending named in a tool's own text (set 89). The JSON readers
// (llm.go) read a response's "finish_reason" or "stop_reason" where the
// body is the response; an agent's tool more often reports the field in
// words of its own, with the value after the field's name:
//
//	message msg_01X ended with stop_reason "max_tokens"
//	response resp_1 incomplete: incomplete_details {"reason":"max_output_tokens"}
//	tool call call_1: arguments are not valid JSON (finish_reason "length"): unexpected end of JSON input
//	generation stopped: finishReason=MAX_TOKENS          (Gemini, Vertex AI)
//	done_reason: length                                   (Ollama)
//
// The value, not the sentence around it, decides, as stopReason does for a
// body: a truncated, filtered or refused output is ambiguous (the call
// worked, its output is unusable), whatever a JSON error after it says.
// The SDKs' own exceptions for the same endings are read by their fixed
// sentences: openai-python's and openai-node's LengthFinishReasonError
// ("Could not parse response content as the length limit was reached")
// and ContentFilterFinishReasonError ("... as the request was rejected by
// the content filter"), whose "could not parse" the generic wording would
// read as a call to repair.

// endingKeys name the field that carries how a model's output ended, in
// the spellings of OpenAI (finish_reason, incomplete_details.reason),
// Anthropic (stop_reason), Bedrock Converse (stopReason), Gemini
// (finishReason) and Ollama (done_reason), and in words.
var endingKeys = [...]string{
	"stop_reason", "finish_reason", "stopreason", "finishreason", "done_reason",
	"stop reason", "finish reason", "incomplete_details", "incomplete details", "incompletedetails",
}

// filterEndings are Gemini's finishReason values for output its safety
// and recitation filters withheld (ai.google.dev API reference,
// FinishReason), read here only after an ending field's name.
var filterEndings = [...]string{"safety", "recitation", "blocklist", "prohibited_content", "spii", "image_safety"}

// endingValues are stopReason's values, matched without case after an
// ending field's name ("MAX_TOKENS" is Gemini's spelling of max_tokens).
var endingValues = [...]string{
	"max_tokens", "max_output_tokens", "length", "content_filter", "refusal",
	"model_context_window_exceeded", "model_length", "guardrail_intervened", "content_filtered",
	"malformed_model_output", "malformed_tool_use", "pause_turn", "insufficient_system_resource",
}

// namedEnding reads a model's ending named in a tool's text.
func namedEnding(t string) (Result, bool) {
	if r, ok := promptBlocked(t); ok {
		return r, true
	}
	if hasAny(t, "as the length limit was reached") {
		return Result{Kind: ambiguous, Code: "length", Reason: "the SDK could not parse the output: it was cut at the length limit (finish_reason length)"}, true
	}
	if capExceeded(t) {
		return Result{Kind: ambiguous, Code: "max_tokens", Reason: "the model's response ran past its output-token cap: the output is cut (as stop_reason max_tokens)"}, true
	}
	if hasAny(t, "rejected by the content filter") {
		return Result{Kind: ambiguous, Code: "content_filter", Reason: "the SDK could not parse the output: the content filter withheld it (finish_reason content_filter)"}, true
	}
	for _, k := range endingKeys {
		for i := range foldMatches(t, k) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
				continue
			}
			if r, ok := endingAfter(t[i+len(k):], k == "incomplete_details" || k == "incomplete details" || k == "incompletedetails"); ok {
				return r, true
			}
		}
	}
	if r, ok := stoppedFor(t); ok {
		return r, true
	}
	return incompleteReason(t)
}

// stoppedFor reads a model's ending given after a verb rather than after
// the field's name (set 169): "model stopped with length", "Ollama stopped
// due to length", "API call stopped due to MAX_TOKENS limit", "acp prompt
// stopped with reason "max_tokens"" (Agent Client Protocol StopReason),
// "Summarizer stopped with reason: length", "generation ended because of
// max_tokens". The value must follow the connector at once, as endingAfter
// reads it; a count after "length" ("stream ended with length 12") is a
// size, not an ending.
func stoppedFor(t string) (Result, bool) {
	for _, verb := range [...]string{"stopped", "ended"} {
		for i := range foldMatches(t, verb) {
			end := i + len(verb)
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') || end < len(t) && (isAlnum(t[end]) || t[end] == '_') {
				continue
			}
			s := strings.TrimLeft(t[end:], " \t")
			for _, conn := range [...]string{"with reason", "because of", "due to", "with", "on", "at"} {
				if !hasPrefixFold(s, conn) {
					continue
				}
				v := s[len(conn):]
				if v == "" || isAlnum(v[0]) || v[0] == '_' {
					continue
				}
				if r, ok := endingAfter(v, false); ok && !sizeAfter(v, r.Code) {
					return r, true
				}
			}
		}
	}
	return Result{}, false
}

// sizeAfter reports whether the ending value code in s is followed by a
// number ("length 12"): a size, not how the output ended.
func sizeAfter(s, code string) bool {
	i := strings.Index(strings.ToLower(s), strings.ToLower(code))
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(s[i+len(code):], " \t:=")
	return rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// incompleteEndings are the reasons a Responses API response ends
// "incomplete" (incomplete_details.reason: max_output_tokens,
// content_filter), and Anthropic's max_tokens in the same sentence. A bare
// "length" is left out: "incomplete length prefix" is a framing error.
var incompleteEndings = [...]string{"max_output_tokens", "content_filter", "max_tokens"}

// incompleteReason reads the Responses API status "incomplete" with its
// reason in a client's or tool's own sentence (set 146), where no field
// name precedes the value: Codex CLI's "stream disconnected before
// completion: Incomplete response returned, reason: max_output_tokens",
// "OpenAI response was incomplete: content_filter.", "response resp_1
// incomplete (max_output_tokens): ...". The reason must follow at once, or
// after "reason" or "due to" within 40 bytes of the word; any other reason
// (Codex's "upstream_error") is not read here.
func incompleteReason(t string) (Result, bool) {
	const w = "incomplete"
	for i := range foldMatches(t, w) {
		end := i + len(w)
		if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') || end < len(t) && (isAlnum(t[end]) || t[end] == '_') {
			continue // "incomplete_details" (read above), "IncompleteRead("
		}
		s := t[end:]
		if r, ok := incompleteValue(s); ok {
			return r, true
		}
		for _, k := range [...]string{"reason", "due to"} {
			for j := range foldMatches(s, k) {
				if j > 40 || j > 0 && (isAlnum(s[j-1]) || s[j-1] == '_') {
					continue
				}
				if r, ok := incompleteValue(s[j+len(k):]); ok {
					return r, true
				}
			}
		}
	}
	return Result{}, false
}

// incompleteValue reads one of incompleteEndings at the start of s, after
// punctuation and an optional "is" or "was".
func incompleteValue(s string) (Result, bool) {
	s = strings.TrimLeft(s, " \t\"'`:=({[,")
	for _, p := range [...]string{"is ", "was "} {
		if hasPrefixFold(s, p) {
			s = strings.TrimLeft(s[len(p):], " \t\"'`:=({[")
		}
	}
	tok := leadingToken(s)
	for _, v := range incompleteEndings {
		if strings.EqualFold(tok, v) {
			return stopReason(v)
		}
	}
	return Result{}, false
}

// endingAfter reads the value that follows an ending field's name: after
// quotes, colons, equals signs, brackets and spaces, an optional "is" or
// "was", and for incomplete_details its "reason" key.
func endingAfter(s string, detailsKey bool) (Result, bool) {
	s = strings.TrimLeft(s, " \t\"'`:=({[<")
	for _, w := range [...]string{"is ", "was ", "of "} {
		if hasPrefixFold(s, w) {
			s = strings.TrimLeft(s[len(w):], " \t\"'`:=({[")
		}
	}
	// A client's rendering of the details object by its type's name
	// (set 112): openai-python's repr "incomplete_details=
	// IncompleteDetails(reason='max_output_tokens')"; openai-go's %+v
	// "IncompleteDetails:{Reason:max_output_tokens ...}" needs no skip.
	if detailsKey {
		if tok := leadingToken(s); tok != "" && len(tok) < len(s) && s[len(tok)] == '(' {
			s = s[len(tok)+1:]
		}
	}
	if detailsKey && hasPrefixFold(s, "reason") {
		s = strings.TrimLeft(s[len("reason"):], " \t\"'`:=({[")
	}
	tok := leadingToken(s)
	// An enum's qualified name (google-genai's repr
	// "<FinishReason.MAX_TOKENS: 'MAX_TOKENS'>"): the name after the dot.
	if len(tok) < len(s) && s[len(tok)] == '.' {
		tok = leadingToken(s[len(tok)+1:])
	}
	if tok == "" {
		return Result{}, false
	}
	for _, v := range endingValues {
		if sameEnding(tok, v) {
			return stopReason(v)
		}
	}
	for _, v := range filterEndings {
		if strings.EqualFold(tok, v) {
			return Result{Kind: ambiguous, Code: v, Reason: "model output withheld by the safety filter (" + v + ")"}, true
		}
	}
	return Result{}, false
}

// modelRefusal finds a model's refusal reported as a failure by a tool or
// a client library: "model refused ...", an exception named for it
// (OpenAIRefusalError, RefusalError: LangChain's langchain_openai raises
// OpenAIRefusalError with the refusal's text when structured output comes
// back as a refusal). The call worked and the output is unusable, as a
// non-null message.refusal (llm.go): ambiguous, not a denial of authority.
func modelRefusal(t string) (Result, bool) {
	if hasAny(t, "model refused", "assistant refused", "refused to produce", "refused to generate", "refusalerror", "returned a refusal", "model refusal") || refusalField(t) || refusedByModel(t) || refusedWithApology(t) {
		return Result{Kind: ambiguous, Code: "refusal", Reason: "the model refused: the call worked, its output is unusable"}, true
	}
	return Result{}, false
}

// modelApologies open the text a chat model sends when it refuses: the
// first-person apology OpenAI's refusal field and Anthropic's refusal turns
// carry ("I'm sorry, I can't help with that.", "I can't assist with that
// request."). Servers, brokers and gateways refuse in the third person.
var modelApologies = [...]string{"i'm sorry", "i’m sorry", "i am sorry", "sorry, i ", "sorry, but i ", "i can't ", "i can’t ", "i cannot ", "i'm unable to ", "i am unable to ", "i won't ", "i'm not able to "}

// refusedWithApology reads "refused" whose quoted reason is a model's own
// apology, whatever the subject names (held-out set 671): an agent's
// "chat completion chatcmpl-x refused: I'm sorry, ...", a Responses id
// ("Astra response resp_x refused: ..."), a product's name ("SERV Reasoning
// refused: ..."), a bare "response refused: ..." (a Rust client's
// AiRequestFailed). The apology is the model's text, so the call worked and
// its output is unusable. A queue's "message 3f2a refused: nack", a token
// endpoint's "Token request refused: 400" quote no apology.
func refusedWithApology(t string) bool {
	for i := range foldMatches(t, " refused") {
		rest := t[i+len(" refused"):]
		// A short object may come before the reason ("refused to answer:").
		if j := strings.IndexAny(rest, ":—"); j >= 0 && j <= 24 {
			rest = rest[j:]
		}
		rest = strings.TrimLeft(rest, " :—-")
		rest = strings.TrimLeft(rest, "\"'“ ")
		for _, a := range modelApologies {
			if hasPrefixFold(rest, a) {
				return true
			}
		}
	}
	return false
}

// refusedByModel reads "refused" or "declined" whose subject is the model
// named by its id or by the word (set 584): an agent's "model
// gpt-4o-2024-08-06 refused: I'm sorry, ...", "claude declined the
// request", "the model declined to process this document", "OpenAI API
// refused to response". The word before the verb is the subject:
// "model", "assistant" or "llm", a model id of the OpenAI, Anthropic or
// Google families, an id with a digit after "model", or a vendor's "API".
// A connection refused, a card declined or a "model server refused" names
// no model's answer.
func refusedByModel(t string) bool {
	for _, verb := range [...]string{" refused", " declined"} {
		for i := range foldMatches(t, verb) {
			w1, before := lastField(t[:i])
			if w1 == "" {
				continue
			}
			w0, _ := lastField(before)
			switch {
			case strings.EqualFold(w1, "model") || strings.EqualFold(w1, "assistant") || strings.EqualFold(w1, "llm"):
				return true
			case hasPrefixFold(w1, "gpt-") || hasPrefixFold(w1, "claude") || hasPrefixFold(w1, "gemini"):
				return true
			case strings.EqualFold(w0, "model") && strings.ContainsAny(w1, "0123456789"):
				return true // an id after "model" ("model o3-mini"), not "model server"
			case strings.EqualFold(w1, "api") && (strings.EqualFold(w0, "openai") || strings.EqualFold(w0, "anthropic")):
				return true // shanginn/openai-sdk-php: "OpenAI API refused to response: ..."
			}
		}
	}
	return false
}

// refusalField finds a message's refusal field holding text in a
// client's rendering of the response object, where the JSON readers do
// not look (set 112): openai-python's repr 'ChatCompletionMessage(
// content=None, refusal="I'm sorry, I cannot assist with that request.",
// ...)' and 'ResponseOutputRefusal(refusal="...", type='refusal')',
// openai-go's %+v '{Content: Refusal:I'm sorry, ... Role:assistant}'. An
// empty or null field (refusal=None, Refusal: ) is no refusal. The same
// field as a key with a quoted text (set 310): a JSON rendering of the
// final message or response an agent logs after a stream
// ("refusal":"I'm sorry, ..."), Python's json.dumps or dict repr
// ("refusal": "...", 'refusal': "..."), openai-node's console.log
// (refusal: "..."); "refusal": null, "" and "type":"refusal" are not it.
func refusalField(t string) bool {
	for i := range foldMatches(t, "refusal") {
		if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
			continue // "ResponseOutputRefusal(", "refusal_reason"
		}
		rest := t[i+len("refusal"):]
		switch {
		case strings.HasPrefix(rest, "=\""), strings.HasPrefix(rest, "='"):
			if len(rest) > 2 && rest[2] != rest[1] {
				return true
			}
		case strings.HasPrefix(t[i:], "Refusal:") && len(rest) > 1 && isLetter(rest[1]):
			return true // Go's %+v: the field name capitalised, the text bare
		case quotedRefusalValue(t[:i], rest):
			return true
		case leadingQuote(t[:i]) == 0 && apologyAfterColon(rest):
			return true // set 1194: "refusal: I'm sorry, ..." bare, as an agent's wrapper prints it
		}
	}
	return false
}

// quotedRefusalValue reads a refusal key's value as a key: value pair,
// the key quoted as its opening quote says ("refusal", 'refusal') or
// bare (a JavaScript object), then a colon and a quoted, non-empty text.
func quotedRefusalValue(before, rest string) bool {
	if q := leadingQuote(before); q != 0 {
		if !strings.HasPrefix(rest, string(q)) {
			return false // "type":"refusal": the word is a value
		}
		rest = rest[1:]
	}
	rest = strings.TrimLeft(rest, " ")
	if !strings.HasPrefix(rest, ":") {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " ")
	return len(rest) > 1 && (rest[0] == '"' || rest[0] == '\'') && rest[1] != rest[0]
}

// apologyAfterColon reads a bare key's value that is a model's own
// apology ("refusal: I'm sorry, but I can't help with that request."), as
// a wrapper prints the refusal text with %s (set 1194); "refusal: null",
// "refusal: none" or "connection refusal: timeout" quote no apology.
func apologyAfterColon(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if !strings.HasPrefix(rest, ":") {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " ")
	for _, a := range modelApologies {
		if hasPrefixFold(rest, a) {
			return true
		}
	}
	return false
}

// streamEndMissing names a stream's terminal marker as absent, in the words
// an agent's wrapper logs when the SDK's loop ended with no error (set
// 1194): openai-go's and anthropic-sdk-go's Stream.Err() is nil when the
// server closes the stream cleanly, so a wrapper that checks for the end
// reports "closed after 3 events without message_stop", "no [DONE] and no
// finish_reason". Every vendor sends the marker before a normal end
// (Anthropic's message_stop, OpenAI's data: [DONE] and the last chunk's
// finish_reason, the Responses API's response.completed): the stream was
// cut, the request is fine, retry. A raw stream is read event by event.
var streamEndMissing = newMatcher([]pattern{
	{text: "without message_stop", kind: transient},
	{text: "without a message_stop", kind: transient},
	{text: "no message_stop", kind: transient, word: true},
	{text: "without [done]", kind: transient},
	{text: "no [done]", kind: transient},
	{text: "without finish_reason", kind: transient},
	{text: "without a finish_reason", kind: transient},
	{text: "no finish_reason", kind: transient, word: true},
	{text: "without response.completed", kind: transient},
	{text: "no response.completed", kind: transient, word: true},
})

// streamCutUnmarked reads streamEndMissing outside a raw stream.
func streamCutUnmarked(t string) (Result, bool) {
	if rawStream(t) {
		return Result{}, false
	}
	if _, ok := streamEndMissing.find(t); ok {
		return Result{Kind: transient, Reason: "the stream ended without its terminal event (message_stop, [DONE], finish_reason): cut short, retry"}, true
	}
	return Result{}, false
}

// leadingToken is the run of letters, digits and underscores s begins with.
func leadingToken(s string) string {
	n := 0
	for n < len(s) && (isAlnum(s[n]) || s[n] == '_') {
		n++
	}
	return s[:n]
}

// unfinishedEnding finds a model's final state, as an agent logs it after
// a stream, whose stop or finish reason is there and empty (set 310):
// openai-go's ChatCompletionAccumulator and anthropic-sdk-go's
// Message.Accumulate leave the field "" when the stream ended without its
// last chunk (no finish_reason chunk, no message_delta), and return no
// error; the Vercel AI SDK names the same end finishReason "unknown" (the
// provider sent none). Every vendor sends the reason before a stream's
// normal end, so the stream was cut: the request is fine and a retry
// serves it. A raw stream (data: lines) is read event by event instead,
// and a null reason (message_start's "stop_reason":null) is not it.
func unfinishedEnding(t string) (Result, bool) {
	if rawStream(t) {
		return Result{}, false
	}
	for _, key := range []string{"finish_reason", "stop_reason", "finishReason", "stopReason"} {
		for i := range foldMatches(t, key) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
				continue
			}
			rest := t[i+len(key):]
			if len(rest) > 0 && (isAlnum(rest[0]) || rest[0] == '_') {
				continue
			}
			q := leadingQuote(t[:i])
			if q != 0 {
				if !strings.HasPrefix(rest, string(q)) {
					continue
				}
				rest = rest[1:]
			}
			// Go's %q after a bare key and a space (set 1194): an
			// agent's fmt "stop_reason %q" logs `stop_reason ""`.
			spaced := q == 0 && strings.HasPrefix(rest, " ")
			rest = strings.TrimLeft(rest, " ")
			if spaced && (strings.HasPrefix(rest, `""`) || strings.HasPrefix(rest, "''")) {
				return Result{Kind: transient, Code: key + ":", Reason: "the stream ended before the model's stop reason: cut short, retry"}, true
			}
			if rest == "" || (rest[0] != ':' && rest[0] != '=') {
				continue
			}
			rest = strings.TrimLeft(rest[1:], " ")
			empty := strings.HasPrefix(rest, `""`) || strings.HasPrefix(rest, "''")
			unknown := strings.HasSuffix(key, "Reason") && (strings.HasPrefix(rest, `"unknown"`) || strings.HasPrefix(rest, "'unknown'"))
			if empty || unknown {
				return Result{Kind: transient, Code: key + ":", Reason: "the stream ended before the model's stop reason: cut short, retry"}, true
			}
		}
	}
	return Result{}, false
}

// leadingQuote is the quote just before a key, if any.
func leadingQuote(before string) byte {
	if before == "" {
		return 0
	}
	if q := before[len(before)-1]; q == '"' || q == '\'' {
		return q
	}
	return 0
}

// midStreamEvents are the stream events that come only before a stream's
// end: OpenAI Responses deltas and progress events, Anthropic content and
// message_start events, and the .done events of a Responses item, which
// come before response.completed. A stream ends with response.completed,
// .failed, .incomplete or an error (Responses), message_delta and
// message_stop (Anthropic).
var midStreamEvents = []string{
	"response.created", "response.in_progress", "response.output_item.added",
	"response.content_part.added", "response.output_text.delta",
	"response.function_call_arguments.delta", "response.reasoning_summary_text.delta",
	"response.refusal.delta", "response.output_text.done",
	"response.content_part.done", "response.output_item.done",
	"response.function_call_arguments.done", "message_start",
	"content_block_start", "content_block_delta", "content_block_stop",
}

// lastEventMidStream finds a stream's last event, as an agent logs it when
// the loop ended with no error (set 310: openai-go and anthropic-sdk-go
// return Err()==nil when the server closes the stream cleanly), that is an
// event which only comes before the end: a delta or a start. The stream
// was cut before its terminal event; the request is fine, retry. A raw
// stream (data: lines) is read event by event instead, and a logged
// terminal event keeps its own reading.
func lastEventMidStream(t string) (Result, bool) {
	if rawStream(t) {
		return Result{}, false
	}
	for _, n := range midStreamNeedles {
		if hasFold(t, n.text) {
			return Result{Kind: transient, Code: n.event, Reason: "the stream's last event (" + n.event + ") comes before its end: the stream was cut, retry"}, true
		}
	}
	return Result{}, false
}

// midStreamNeedles are each mid-stream event's type field in the
// renderings agents log ("type":"x", 'type': 'x', type: 'x', type=x),
// built once rather than on every call.
var midStreamNeedles = func() []struct{ text, event string } {
	var ns []struct{ text, event string }
	for _, e := range midStreamEvents {
		for _, q := range [...]string{`"`, `'`} {
			for _, n := range [...]string{`type` + q + `:` + q + e + q, `type` + q + `: ` + q + e + q, `type: ` + q + e + q, `type=` + q + e + q} {
				ns = append(ns, struct{ text, event string }{n, e})
			}
		}
	}
	return ns
}()

// rawStream reports whether t holds a stream's own lines (a line that
// begins "data:" or "event:"), which the stream readers take event by
// event; "last event: {...}" in a log line is not one.
func rawStream(t string) bool {
	for _, p := range []string{"data:", "event:"} {
		if strings.HasPrefix(t, p) || strings.Contains(t, "\n"+p) {
			return true
		}
	}
	return false
}

// sameEnding compares an ending value without case and without the
// underscores of its snake-case spelling, so that the camel-case
// spellings of the same enum read as it does (set 329): MCP's
// CreateMessageResult stopReason "maxTokens" (the specification's
// client/sampling; TypeScript, Python, go-sdk and C# SDKs), a .NET or
// Java enum's "MaxTokens", "ContentFilter".
func sameEnding(tok, v string) bool {
	if strings.EqualFold(tok, v) {
		return true
	}
	return strings.EqualFold(strings.ReplaceAll(tok, "_", ""), strings.ReplaceAll(v, "_", ""))
}

// resultEnding reads a result object's "stopReason" or "finishReason"
// field by its value, in any spelling sameEnding accepts (set 329: an MCP
// sampling/createMessage result cut at maxTokens).
func resultEnding(res string) (Result, bool) {
	for _, k := range [...]string{"stopReason", "finishReason", "stop_reason", "finish_reason"} {
		if v := jsonString(res, k); v != "" {
			if r, ok := endingAfter(v, false); ok {
				return r, true
			}
		}
	}
	return Result{}, false
}

// declinedAsk reads the result of a request put to the person (MCP
// elicitation/create: ElicitResult {"action": "decline" | "cancel" |
// "accept"}): decline and cancel are the person's refusal, denied as
// "User declined" (taxonomy, sets 54 and 69); accept is an answer.
func declinedAsk(res string) (Result, bool) {
	if c := jsonObject(res, "content"); c != "" && c[0] == '[' {
		return Result{}, false // a tool result, not an ElicitResult
	}
	switch strings.ToLower(jsonString(res, "action")) {
	case "decline":
		return Result{Kind: denied, Code: "action:decline", Reason: "mcp: the person declined the request put to them (elicitation action decline): hand back"}, true
	case "cancel":
		return Result{Kind: denied, Code: "action:cancel", Reason: "mcp: the person dismissed the request put to them (elicitation action cancel): hand back"}, true
	}
	return Result{}, false
}

// capExceeded reads a tool's own words for a response cut at its output
// cap (set 405): Claude Code's "API Error: Claude's response exceeded the
// 32000 output token maximum", and the same sentence from other agents
// ("the model response exceeded the maximum output tokens", "completion
// exceeded the 16384 output token limit"). The subject is the response,
// so the output, not the request, ran long: ambiguous, as max_tokens. A
// request whose max_tokens argument exceeds the model's output maximum
// ("max_tokens: 64001 > 64000, which is the maximum allowed number of
// output tokens") names no response and keeps its invalid reading.
func capExceeded(t string) bool {
	if !hasAny(t, "response exceeded", "response has exceeded", "output exceeded", "completion exceeded", "generation exceeded") {
		return false
	}
	return hasAny(t, "output token", "max_tokens", "max tokens", "maximum output tokens", "max output tokens")
}

// blockReasons are Gemini's promptFeedback.blockReason values (and the
// finishReason values a client words the same way), as the SDKs render
// them: the enum's name, or the Go SDKs' stringer name after its type's
// prefix ("BlockReasonSafety", "BlockedReasonSafety").
var blockReasons = [...]string{"safety", "other", "blocklist", "prohibited_content", "prohibitedcontent", "image_safety", "imagesafety", "recitation", "spii"}

// promptBlocked reads a Gemini prompt or response the API blocked, as the
// SDKs word promptFeedback.blockReason when they raise it (set 549): the
// Go SDKs' BlockedError "blocked: prompt: BlockReasonSafety"
// (google/generative-ai-go, cloud.google.com/go/vertexai/genai), Python's
// BlockedPromptException "block_reason: SAFETY" (google-generativeai) and
// the JS SDK's "Response was blocked due to SAFETY" (@google/generative-ai
// formatBlockErrorMessage). The call worked and the model refused to
// answer, so the output is unusable: ambiguous, as the body's blockReason
// is (llm.go geminiBody). Only a reason from the enum counts, so "blocked:
// account suspended" or "blocked due to suspicious activity" keep their
// reading.
func promptBlocked(t string) (Result, bool) {
	for _, lead := range [...]string{"blocked: prompt: ", "block_reason: ", "block_reason=", "blockreason: ", "blockreason=", "was blocked due to "} {
		for i := range foldMatches(t, lead) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
				continue
			}
			v := t[i+len(lead):]
			if lead == "was blocked due to " {
				// The JS SDK writes the enum's name in capitals; the
				// same words in a sentence are prose ("due to other
				// requests"), not a block reason.
				j := 0
				for j < len(v) && (v[j] >= 'A' && v[j] <= 'Z' || v[j] == '_') {
					j++
				}
				if j == 0 || j < len(v) && isAlnum(v[j]) {
					continue
				}
			}
			w := strings.ToLower(v)
			w = strings.TrimPrefix(strings.TrimPrefix(w, "blockedreason"), "blockreason")
			w = strings.TrimPrefix(w, "finishreason")
			for _, r := range blockReasons {
				if strings.HasPrefix(w, r) && (len(w) == len(r) || !isAlnum(w[len(r)]) && w[len(r)] != '_') {
					return Result{Kind: ambiguous, Code: strings.ToUpper(r), Reason: "gemini: the model refused to answer (block reason " + strings.ToUpper(r) + "): the output is unusable"}, true
				}
			}
		}
	}
	return Result{}, false
}
