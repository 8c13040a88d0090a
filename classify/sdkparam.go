package classify

import "strings"

// sdkEmptyParam reports a vendor SDK's own check of a path parameter left
// empty, made before any request is sent (set 1453): the Stainless Go SDKs
// (openai-go, anthropic-sdk-go) return "missing required file_id
// parameter", "missing required message_batch_id parameter" from every
// method whose URL carries an id, and the Stainless Python SDKs raise
// "Expected a non-empty value for `file_id` but received ”". The call is
// wrong (an id argument is empty), not an object missing: invalid, read
// with confidence rather than by the one word "missing". Only the whole
// shape counts: one name between "missing required " and " parameter", so
// "missing required file: x" or a sentence that merely contains the words
// keeps its other readings.
func sdkEmptyParam(t string) bool {
	if len(t) > 120 {
		return false
	}
	if hasFold(t, "expected a non-empty value for `") && hasFold(t, "` but received") {
		return true
	}
	s := strings.TrimSpace(t)
	const pre, suf = "missing required ", " parameter"
	if len(s) <= len(pre)+len(suf) || !strings.EqualFold(s[:len(pre)], pre) || !strings.EqualFold(s[len(s)-len(suf):], suf) {
		return false
	}
	name := s[len(pre) : len(s)-len(suf)]
	return name != "" && strings.IndexAny(name, " \t:,.'\"") < 0
}
