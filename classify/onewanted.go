package classify

import "strings"

// A model's answer that holds nothing to read, or several tool calls where
// the agent asked for one, named in a tool's or client's own words (set
// 226). The JSON readers (llm.go) read the response body itself: an empty
// content list, an empty choices array. An agent's tool more often says it
// in a sentence of its own, and the generic wording would read "expected
// 1 tool call, got 2" as a call to repair ("expected") and an empty answer
// as nothing at all. Both are the call working and its output being
// unusable: ambiguous (narrow once, then hand back), as the same readings
// of the body are.

// noOutputWords name a model response with no choice, no candidate or no
// content: "LLM API returned no choices", "OpenRouter returned no
// choices", "Gemini response has no candidates", "Gemini API returned no
// candidates", langchaingo googleai's ErrNoContentInResponse "no content
// in generation response", "message msg_1 has empty content". Google's
// Python SDKs raise the same from their text accessors (set 583): Vertex
// AI's "Response candidate content has no parts (and thus no text)" and
// "Content has no parts.", google-generativeai's "`response.text` quick
// accessor requires the response to contain a valid `Part`" (a candidate
// that finished with no parts, usually a safety block).
var noOutputWords = [...]string{
	"returned no choices", "no choices returned", "has no choices", "empty choices", "choices is empty", "choices array is empty",
	"returned no candidates", "has no candidates", "no candidates returned",
	"no content in generation response", "has empty content", "returned empty content",
	"content has no parts", "contain a valid `part`", "contains a valid `part`", "quick accessor only works for a single candidate",
	// Set 1194: a message with no content blocks and an embeddings answer
	// with no vectors for the inputs sent, as wrappers count them ("batch
	// result r-5 succeeded with 0 content blocks", "embeddings: got 0
	// vectors for 4 inputs"); a count with a digit before it ("10 content
	// blocks") is skipped by the edge check below.
	"0 content blocks", "no content blocks", "0 vectors for", "0 embeddings for", "returned no embeddings", "no embeddings returned",
}

// modelNoOutput reads a model response reported empty in words. Only a
// success or a bare text is read: a 4xx that says content is empty is
// the request's fault ("all messages must have non-empty content").
func modelNoOutput(c *ctx, t string) (Result, bool) {
	if c.status != 0 && (c.status < 200 || c.status > 299) {
		return Result{}, false
	}
	for _, w := range noOutputWords {
		for i := range foldMatches(t, w) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '-' || t[i-1] == '_') {
				continue
			}
			return Result{Kind: ambiguous, Code: "empty_content", Reason: "the model's response holds no output: the call worked, its answer is empty"}, true
		}
	}
	// The message's content field rendered empty (set 263): an agent's
	// log line `finish_reason=stop content=""`, openai-python's repr
	// `ChatCompletionMessage(content='', ...)`, openai-node's console.log
	// `{ role: 'assistant', content: '' }`, anthropic-python's
	// `Message(id=..., content=[], ...)`. Beside a tool call (an id
	// call_... or toolu_...) an empty content is how a tool turn looks.
	for _, w := range emptyContentFields {
		for i := range foldMatches(t, w) {
			if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_' || t[i-1] == '-') {
				continue // reasoning_content='', text_content=''
			}
			if hasAny(t, "call_", "toolu_") {
				return Result{}, false
			}
			return Result{Kind: ambiguous, Code: "empty_content", Reason: "the model's message content is empty: the call worked, its answer is empty"}, true
		}
	}
	return Result{}, false
}

// emptyContentFields are a message's content field rendered empty outside
// JSON (a JSON body is read by llm.go): key=value, a Python repr, a
// JavaScript object literal.
var emptyContentFields = [...]string{`content=""`, `content=''`, `content: ''`, `content: ""`, `content=[]`, `content: []`}

// oneWantedNouns are what a lookup or a model turn was to return exactly
// one of. Arguments, values and fields are left out: "expected 1
// argument, got 2" is an arity error in the call (invalid).
var oneWantedNouns = [...]string{
	"tool calls", "tool call", "tool_calls", "tool_use blocks", "tool_use block", "tool uses", "tool use",
	"function calls", "function call", "candidates", "candidate", "choices", "choice",
	"rows", "row", "results", "result", "records", "record", "matches", "match", "documents", "document",
}

// severalWhereOne reads "expected [exactly] 1|one|a single <noun>" with a
// count other than one after "got", "received", "found", "returned" or
// "actual" within 40 bytes: "Expected exactly one tool call, received
// 2", "expected exactly one tool call, found 3", "expected 1 tool_use
// block, got 2", "expected 1 row, got 0". None or several where one was
// needed: the call worked and its result cannot be used as it stands.
func severalWhereOne(t string) (Result, bool) {
	for i := range foldMatches(t, "expected ") {
		if i > 0 && (isAlnum(t[i-1]) || t[i-1] == '_') {
			continue // "unexpected "
		}
		s := t[i+len("expected "):]
		if hasPrefixFold(s, "exactly ") {
			s = s[len("exactly "):]
		}
		switch {
		case hasPrefixFold(s, "1 "):
			s = s[2:]
		case hasPrefixFold(s, "one "):
			s = s[4:]
		case hasPrefixFold(s, "a single "):
			s = s[len("a single "):]
		case hasPrefixFold(s, "one") && (len(s) == 3 || !isAlnum(s[3])),
			hasPrefixFold(s, "1") && (len(s) == 1 || !isAlnum(s[1]) && s[1] != '.' && s[1] != ','):
			// "..., expected exactly one" with nothing after it.
			if countedBefore(t[max(0, i-80):i]) {
				return Result{Kind: ambiguous, Reason: "none or several results where exactly one was expected"}, true
			}
			continue
		default:
			continue
		}
		noun := ""
		for _, n := range oneWantedNouns {
			if hasPrefixFold(s, n) && (len(s) == len(n) || !isAlnum(s[len(n)]) && s[len(n)] != '_') {
				noun = n
				break
			}
		}
		if noun == "" {
			continue
		}
		rest := s[len(noun):]
		if len(rest) > 40 {
			rest = rest[:40]
		}
		for _, v := range [...]string{"got ", "received ", "found ", "returned ", "actual "} {
			for j := range foldMatches(rest, v) {
				if j > 0 && (isAlnum(rest[j-1]) || rest[j-1] == '_') {
					continue
				}
				if n, w := leadingInt(rest[j+len(v):]); w > 0 && n != 1 {
					return Result{Kind: ambiguous, Reason: "none or several " + noun + " where exactly one was expected"}, true
				}
			}
		}
	}
	return Result{}, false
}

// countedBefore reports whether w, the text just before a noun-less
// "expected exactly one", counts the lookup's results as other than one
// ("12 candidates returned", "found 3 matches", "Multiple objects
// returned"): a found-verb next to a count of a oneWantedNouns noun (or
// "objects"). "got 2 arguments, expected 1" names no result noun and
// stays an arity error.
func countedBefore(w string) bool {
	if !hasAny(w, "returned", "found", "matched") {
		return false
	}
	for _, n := range append(oneWantedNouns[:], "objects") {
		for j := range foldMatches(w, " "+n) {
			after := w[j+1+len(n):]
			if after != "" && (isAlnum(after[0]) || after[0] == '_') {
				continue
			}
			before := strings.TrimRight(w[:j], " ")
			k := len(before)
			for k > 0 && isAlnum(before[k-1]) {
				k--
			}
			word := before[k:]
			if cnt, width := leadingInt(word); width > 0 && width == len(word) && cnt != 1 {
				return true
			}
			if strings.EqualFold(word, "multiple") || strings.EqualFold(word, "several") {
				return true
			}
		}
	}
	return false
}
