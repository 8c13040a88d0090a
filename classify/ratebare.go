package classify

import "strings"

// bareRateExceeded reports AWS's throttle text "Rate exceeded" standing
// alone: the whole message, or set off by a parenthesis, a colon or
// quotes, as a client's wrapper leaves it (.NET's AggregateException
// "One or more errors occurred. (Rate exceeded)" from the Selling Partner
// API's gateway; set 1555). Where a noun comes before it ("error rate
// exceeded the threshold", "bit rate exceeded") the rate is something
// measured, not the caller's pace, and it is left to the other wording.
// A 4xx body that says it is read before the status's guess (httppreset.go):
// Route 53, ELB and the other AWS query APIs send their Throttling "Rate
// exceeded" as a 400 (set 1598).
func bareRateExceeded(t string) bool {
	for i := range foldMatches(t, "rate exceeded") {
		if end := i + len("rate exceeded"); end < len(t) && isAlnum(t[end]) {
			continue
		}
		before := strings.TrimRight(t[:i], " ")
		if before == "" || strings.IndexByte(`(:"'[`, before[len(before)-1]) >= 0 {
			return true
		}
		// Java's "<Service>Exception - Rate exceeded", as CloudFormation's
		// resource handlers render an SDK exception ("Error occurred:
		// Route53Exception - Rate exceeded (Service: Route53, Status Code:
		// 400, ...)", set 1598): a spaced dash sets it off; "bit-rate
		// exceeded" has none.
		if strings.HasSuffix(before, " -") && len(before) < i {
			return true
		}
	}
	return false
}
