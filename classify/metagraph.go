package classify

// metaGraphTransient reads the Meta Graph API's own verdict on an error
// ({"error":{"message":...,"type":"OAuthException","code":2,
// "is_transient":true,"fbtrace_id":...}}): is_transient true is Meta's
// word that the same call will succeed later (developers.facebook.com
// graph-api guides/error-handling: "is_transient ... retry"), whatever its
// 400 or 500 says; every blind label on such a body so far is transient
// (sets 420, 720, 1175, 1330, 1531). fbtrace_id marks the envelope as
// Meta's, so another API's field of the same name is not taken for it. A
// message that asks for less data ("reduce the amount of data you are
// asking for, then retry") is the request's size, not a moment, and is
// left to its words.
func metaGraphTransient(eo string) (Result, bool) {
	v, isStr, ok := jsonValue(eo, "is_transient")
	if !ok || isStr || v != "true" || jsonString(eo, "fbtrace_id") == "" {
		return Result{}, false
	}
	if hasFold(jsonString(eo, "message"), "reduce the amount of data") {
		return Result{}, false
	}
	return Result{Kind: transient, Reason: "meta graph: is_transient is true: the platform says the same call will succeed later"}, true
}
