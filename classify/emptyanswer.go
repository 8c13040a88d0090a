package classify

import "strings"

// emptyAnswer200 reports an HTTP 200 whose JSON object holds at least one
// list and every list in it empty, with nothing in it that speaks of a
// failure: a search or lookup that ran and found nothing, whatever its
// lists are called (Mastodon's search {"accounts": [], "statuses": [],
// "hashtags": []}, Reddit's Listing whose "children" is [], Rekognition's
// "FaceDetails": []; set 1705 and the lead after it). The named-list readers
// of emptyResult come first; this one is read only where no preset
// recognised the failure, so a status field, an error member or a
// product's own code keeps its reading.
//
// An object that names a record (an id, a name, an email, a model) is that
// record, its empty lists its own fields ({"id": 7, "name": "x", "tags":
// []}), not an answer that found nothing; a list of inputs left over
// ("unmatched", "unprocessed") is unmatched.go's to read.
//
// The answer must be plainly a success's: no string that is prose (three
// words or more: a message, a reason, a model's refusal), no value that
// names a failure or a wait, and no success flag set false. A 202 or 207 is
// not read: accepted work and multi-status answers are not empty results.
func emptyAnswer200(status int, body string) bool {
	if status != 200 {
		return false
	}
	v, ok := objectWithEmptyList(body)
	if !ok {
		return false
	}
	lists := 0
	var walk func(key string, x any) bool
	walk = func(key string, x any) bool {
		switch x := x.(type) {
		case map[string]any:
			for k, e := range x {
				if !resultListKey(k) && !emptyValue(e) {
					return false // a filled errors or warnings member
				}
				if leftoverListKey(k) || (recordIdentityKey(k) && !emptyValue(e)) {
					return false
				}
				if !walk(k, e) {
					return false
				}
			}
		case []any:
			if len(x) > 0 {
				return false
			}
			if resultListKey(key) {
				lists++
			}
		case string:
			return !proseOrFailureValue(x)
		case bool:
			return x || !successFlagKey(key)
		case float64:
			// A numeric status or code that is not 0 (or a 2xx) is a
			// failure envelope ({"ret": -1, "list": []}); a success flag
			// of 0 is false.
			if x != 0 && numericStatusKey(key) && !(x >= 200 && x < 300) {
				return false
			}
			return x != 0 || !successFlagKey(key)
		}
		return true
	}
	return walk("", v) && lists > 0
}

// emptyValue: a JSON member that holds nothing (null, "", [], {}, false, 0).
func emptyValue(x any) bool {
	switch x := x.(type) {
	case nil:
		return true
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	case bool:
		return !x
	case float64:
		return x == 0
	}
	return false
}

// proseOrFailureValue: a string member that is a sentence (three words or
// more) or a token naming a failure, a refusal, a limit or work still under
// way ("error", "FAILED", "not_found", "OVER_QUERY_LIMIT", "pending").
func proseOrFailureValue(s string) bool {
	if len(strings.Fields(s)) >= 3 {
		return true
	}
	return hasAny(s, "error", "fail", "denied", "deny", "invalid", "reject", "refuse", "forbid", "unauthori",
		"not_found", "notfound", "not found", "missing", "unknown", "expire", "limit", "exceed", "quota", "block", "suspend", "disabled",
		"unavailable", "timeout", "timed out", "cancel", "abort", "pending", "queued", "processing", "running", "progress", "partial", "incomplete")
}

// successFlagKey: a boolean member that says whether the call worked;
// false there is a failure envelope, not an empty answer.
func successFlagKey(k string) bool {
	_, ok := foldIn(k, []string{"success", "successful", "succeeded", "ok", "found", "exists", "valid", "allowed", "authorized", "available", "complete", "completed"})
	return ok
}

// recordIdentityKey: a member that identifies a record or a resource ("id",
// "customer_id", "userId", "name", "email", "model"); a request id is an
// envelope's, as requestIDKey reads it.
func recordIdentityKey(k string) bool {
	if requestIDKey(k) {
		return false
	}
	if _, ok := foldIn(k, []string{"id", "uuid", "guid", "name", "email", "title", "model", "slug", "handle", "username", "login", "key", "sku", "object"}); ok {
		return true
	}
	return strings.HasSuffix(k, "_id") || strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "ID")
}

// leftoverListKey: a list of the inputs a match or batch call left over.
func leftoverListKey(k string) bool {
	return hasAny(k, "unmatched", "unprocessed", "unresolved", "skipped", "ignored", "rejected", "missing", "notfound", "not_found")
}

// numericStatusKey: a member whose number is a status or an error code
// ("code", "ret", "errno", "error_code", "status", "errcode").
func numericStatusKey(k string) bool {
	_, ok := foldIn(k, []string{"code", "ret", "retcode", "errno", "errcode", "err_code", "error_code", "errorcode", "status", "status_code", "statuscode", "result_code", "resultcode", "rc"})
	return ok
}
