package classify

import "strings"

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

// metaGraphCodes reads the Meta Graph API's documented codes whose
// top-level message is a generic placeholder for the real cause. Instagram's
// Content Publishing errors put the cause in error_subcode (2207xxx) under
// a borrowed Graph code and message: subcode 2207042 rides code 9 and
// 2207051 code 4 with "Application request limit reached", which alone
// reads as a rate window (instagram-platform reference/error-codes, "Error
// Codes Defined"). 2207042 "You reached maximum number of posts that is
// allowed to be published by Content Publishing API." is the user's daily
// publishing limit ("try again the following day": premise, as a spent
// daily quota); 2207051 "We restrict certain activity to protect our
// community." is a publish refused as suspected spam (denied, the set 1531
// ruling on Meta's enforcement blocks). Graph code 506 "Duplicate Post"
// (graph-api guides/error-handling: "Duplicate posts cannot be published
// consecutively") is the post already on the page (conflict, as set 799),
// whatever wording the message carries. fbtrace_id marks the envelope as
// Meta's; other subcodes and codes keep their readings (2207003's
// is_transient, 2207020's expiry, 2207057's offset). Set 1628.
func metaGraphCodes(eo string) (Result, bool) {
	if !strings.Contains(eo, "fbtrace_id") {
		return Result{}, false
	}
	if strings.Contains(eo, "2207") {
		if v, isStr, ok := jsonValue(eo, "error_subcode"); ok && !isStr {
			switch v {
			case "2207042":
				return Result{Kind: premise, Reason: "meta graph: instagram subcode 2207042: the user's daily publishing limit is reached"}, true
			case "2207051":
				return Result{Kind: denied, Reason: "meta graph: instagram subcode 2207051: the publish is restricted as suspected spam"}, true
			}
		}
	}
	if strings.Contains(eo, "506") {
		if v, isStr, ok := jsonValue(eo, "code"); ok && !isStr && v == "506" {
			return Result{Kind: conflict, Reason: "meta graph: code 506: a duplicate post, the same post is there already"}, true
		}
	}
	return Result{}, false
}
