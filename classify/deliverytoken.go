package classify

// expiredDeliveryToken reads a queue's per-delivery token that the server
// handed out with a message and that has lapsed with the message's lease:
// Pub/Sub's acknowledgement ids ("Some acknowledgement ids in the request
// were invalid. This could be because the acknowledgement ids have
// expired"), an SQS receipt handle that "has expired", Azure Queue Storage's
// PopReceiptMismatch ("The specified pop receipt did not match the pop
// receipt for a dequeued message": the message was dequeued again), a
// Service Bus or Event Grid lock token that expired. The call was well
// formed when the token was issued; what is false is the plan's belief that
// it still holds the message, which will be (or was) delivered again:
// receive it again and process idempotently (premise, set 421). An id that
// is only malformed, or a token that is a credential ("security token ...
// expired"), keeps its reading.
func expiredDeliveryToken(t string) (Result, bool) {
	if hasAny(t, "pop receipt did not match", "popreceiptmismatch") {
		return verdict(premise, "the queue message was dequeued again: its pop receipt no longer holds it; receive it again")
	}
	if !hasAny(t, "acknowledgement id", "acknowledgment id", "ack id", "ackid", "ack_id",
		"receipt handle", "receipthandle", "lock token", "locktoken", "delivery token") {
		return Result{}, false
	}
	// Pub/Sub's exactly-once metadata may name the failure transient
	// (TRANSIENT_FAILURE_*): that is not a lapsed lease.
	if !hasAny(t, "expired") || hasAny(t, "transient_failure") {
		return Result{}, false
	}
	return verdict(premise, "the message's delivery token (ack id, receipt handle, lock token) expired with its lease: the message will be delivered again; receive it again")
}
