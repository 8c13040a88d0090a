package classify

import "strings"

// SharePoint's query thresholds (set 1796).
//
// SharePoint Online answers a list query whose shape crosses one of its
// resource limits with SPQueryThrottledException under an HTTP 500: the
// list view threshold ("The attempted operation is prohibited because it
// exceeds the list view threshold enforced by the administrator.",
// -2147024860) and the lookup column threshold ("The query cannot be
// completed because the number of lookup columns it contains exceeds the
// lookup column threshold.", -2147024749). Despite the status and the word
// "Throttled" it is no pace: the same query fails every time, and the fix
// the docs give is the query's own (filter on an indexed column, page it,
// select fewer lookup columns): invalid.
// learn.microsoft.com/sharepoint/troubleshoot/lists-and-libraries/items-exceeds-list-view-threshold.

const spQueryThrottledMark = "SPQueryThrottledException"

// spQueryThreshold reports a SharePoint query refused for its shape. It
// is gated on the exception's own name (case as SharePoint writes it), so
// a real throttle ("429 TOO MANY REQUESTS", SharePoint's 503 "server is
// busy") is never read here.
func spQueryThreshold(t string) bool {
	return strings.Contains(t, spQueryThrottledMark) &&
		hasAny(t, "list view threshold", "lookup column threshold")
}

// ifMatchMissing reports a body saying the request left out its If-Match
// header (Graph Planner's 412 "The If-Match header must be specified for
// this kind of request."). A stale value ("does not match") is not read.
func ifMatchMissing(t string) bool {
	return hasFold(t, "if-match header") &&
		hasAny(t, "header must be specified", "header is required", "header must be provided", "header is missing")
}
