package classify

import "strings"

// cancelAnswered reads a cancel or delete that an HTTP tool's line names
// ("DELETE https://host/v1/booking/flight-orders/ID: 422 ...", or a POST
// to a ".../cancel" path) whose body says only that the target is already
// cancelled or deleted (set 246: Amadeus-shaped "Order ... was already
// cancelled" under 422). The state the body names is the one the call
// itself makes: the world holds what the step was to make, conflict, as a
// cancel of a cancelled task (set 126) and alreadyAlone under an
// application's code. A body that goes on to refuse another act or to
// restrict it to another state ("already cancelled; refunds are only
// possible on paid orders", set 233) is not this: premise stays.
func cancelAnswered(t string) bool {
	m, rest, ok := strings.Cut(strings.TrimSpace(t), " ")
	if !ok {
		return false
	}
	u, _, _ := strings.Cut(rest, " ")
	u = strings.TrimSuffix(u, ":")
	if !strings.Contains(u, "://") {
		return false
	}
	path, _, _ := strings.Cut(u[strings.Index(u, "://")+3:], "?")
	last := path[strings.LastIndexByte(path, '/')+1:]
	switch {
	case m == "DELETE":
	case m == "POST" && (last == "cancel" || last == "cancel.json" || last == "cancellation"):
	default:
		return false
	}
	if alreadyRefusing(t) || alreadyRestricted(t) || refusedForState(t) {
		return false
	}
	for r := range afterAlready(t) {
		for _, w := range [...]string{"cancelled", "canceled", "deleted"} {
			if participleAt(r, w) {
				return true
			}
		}
	}
	return false
}
