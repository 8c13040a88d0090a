package classify

// adminBlockList reads a refusal of the caller's own traffic because an
// administrator put it on a block list: Honeycomb's batch and event APIs
// "event dropped due to administrative blacklist" (429; the later docs say
// "administrative denylist"; libhoney and the Honeycomb client libraries
// map it apart from "request dropped due to rate limiting"; set 1623). The
// 429 is no rate: no wait lifts the block, the sender lacks the standing
// to write there: denied, hand back. A list entry that is temporary or
// about the request rate ("temporarily blacklisted due to too many
// requests") stays a rate limit, and a recipient on a carrier's list
// ("The number you are trying to send messages to is blacklisted", set
// 1175) has no administrator in the text and keeps premise.
func adminBlockList(t string) bool {
	return hasAny(t, "blacklist", "denylist", "blocklist", "block list", "deny list") &&
		hasAny(t, "administrative", "administrator", "by an admin", "by your admin") &&
		!hasAny(t, "temporar", "too many", "rate limit", "rate-limit")
}

// adminBlockReason is the reason the 429 reading gives an adminBlockList text.
const adminBlockReason = "http 429, but the body says an administrator's block list drops this sender's traffic: no wait lifts it"
