package classify

import "strings"

// bareRateExceeded reports AWS's throttle text "Rate exceeded" standing
// alone: the whole message, or set off by a parenthesis, a colon or
// quotes, as a client's wrapper leaves it (.NET's AggregateException
// "One or more errors occurred. (Rate exceeded)" from the Selling Partner
// API's gateway; set 1555). Where a noun comes before it ("error rate
// exceeded the threshold", "bit rate exceeded") the rate is something
// measured, not the caller's pace, and it is left to the other wording.
func bareRateExceeded(t string) bool {
	for i := range foldMatches(t, "rate exceeded") {
		if end := i + len("rate exceeded"); end < len(t) && isAlnum(t[end]) {
			continue
		}
		before := strings.TrimRight(t[:i], " ")
		if before == "" || strings.IndexByte(`(:"'[`, before[len(before)-1]) >= 0 {
			return true
		}
	}
	return false
}
