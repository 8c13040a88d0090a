package classify

// innerServiceFailure reads a gateway's report that a service of its own,
// behind it, failed or answered with nothing usable: rudder-server's
// gateway relaying its source transformer (gateway/response/response.go):
// "Internal server error in source transformer" (sent under 400),
// "Output not found in source transformer response", "Invalid format of
// source transformer response", "Invalid output format in source
// transformer response", "Invalid output json in source transformer
// response", "Failed to read error from source transformer response" (all
// under 500). The request was not judged; the platform's own part broke:
// transient, whatever the status says (set 1697). A transformer's verdict
// on the event itself (rudder-transformer's "Event type identify is not
// supported") names no inner failure and keeps its reading.
func innerServiceFailure(t string) (Result, bool) {
	if !hasFold(t, "source transformer") {
		return Result{}, false
	}
	if hasAny(t, "internal server error in source transformer", "in source transformer response", "of source transformer response", "from source transformer response") {
		return verdict(transient, "the gateway's own source transformer failed or answered unusably: the request was not judged, retry later")
	}
	return Result{}, false
}
