package classify

// sentVersion reads a consumer that received an event, message or webhook
// payload written for another version than the one it was built for:
// stripe-go's and Stripe.net's webhook check "Received event with API
// version 2023-10-16, but stripe-go 81.0.0 expects API version
// 2024-12-18.acacia" (set 445), an event bus consumer's "received message
// with schema version 3, but this consumer expects schema version 2". The
// call that failed is the consumer's own parse of what the sender sent; no
// argument of it can change the version, which the sender's configuration
// (the webhook endpoint's API version, the producer's schema) fixes: the
// belief that the two sides agree is false, premise (set the endpoint or the
// producer to the expected version, or upgrade the consumer). A request
// the caller sent with a version ("received request with api version ...",
// "invalid api version: expected v2") keeps its own reading: there the
// version is an argument.
func sentVersion(t string) (Result, bool) {
	for i := range foldMatches(t, "received ") {
		rest := t[i+len("received "):]
		head := rest
		if len(head) > 40 {
			head = head[:40]
		}
		if !hasAny(head, sentVersionNouns...) {
			continue
		}
		v := indexFold(rest, "version")
		b := indexFold(rest, " but ")
		if v < 0 || b < v {
			continue
		}
		tail := rest[b:]
		if indexFold(tail, "version") < 0 || !hasAny(tail, "expects", "expected", "supports", "requires", "only handles", "understands") {
			continue
		}
		return Result{Kind: premise, Reason: "the received event or message was written for another version than this consumer expects: align the sender's version (endpoint, producer) or upgrade the consumer"}, true
	}
	return Result{}, false
}

// sentVersionNouns name what a sender delivers to a consumer, read within
// the first words after "received".
var sentVersionNouns = []string{"event", "message", "payload", "webhook", "notification", "record"}
