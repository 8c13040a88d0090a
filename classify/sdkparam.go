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
	if emptyNameArg(s) {
		return true
	}
	const pre, suf = "missing required ", " parameter"
	if len(s) <= len(pre)+len(suf) || !strings.EqualFold(s[:len(pre)], pre) || !strings.EqualFold(s[len(s)-len(suf):], suf) {
		return false
	}
	name := s[len(pre) : len(s)-len(suf)]
	return name != "" && strings.IndexAny(name, " \t:,.'\"") < 0
}

// emptyNameArg reports a client library's own check of a name or id
// argument left empty, as the whole message: client_golang's push.New
// ("job name is empty", errJobEmpty; set 1530), and the same shape other
// Go clients use for a bucket, table, topic or queue name. One word before
// " name is empty" or " id is empty", nothing round it: a store's state
// ("remote repository is empty", premise) or a result ("XPath set is
// empty", ambiguous) is not this shape, and a user name is a credential
// (etcd's "user name is empty" reads denied, set 1328), left to it.
func emptyNameArg(s string) bool {
	var head string
	switch {
	case strings.HasSuffix(s, " name is empty"):
		head = s[:len(s)-len(" name is empty")]
	case strings.HasSuffix(s, " id is empty"), strings.HasSuffix(s, " ID is empty"):
		head = s[:len(s)-len(" id is empty")]
	default:
		return false
	}
	if head == "" || strings.IndexAny(head, " \t:,.'\"") >= 0 {
		return false
	}
	switch strings.ToLower(head) {
	case "user", "username", "login", "account":
		return false
	}
	return true
}
