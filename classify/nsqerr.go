package classify

import "strings"

// nsqCodes are the error codes of NSQ's TCP protocol V2 (nsq.io
// clients/tcp_protocol_spec.html), as nsqd 1.x writes them at the start
// of an error frame ("E_BAD_TOPIC PUB topic name ... is not valid") and
// go-nsq hands them back: ErrProtocol is the frame itself, the AUTH step
// prefixes "Error authenticating ", ErrIdentify "failed to IDENTIFY - "
// (set 1677). The spec reserves E_AUTH_FAILED for an error reaching the
// auth server (a refused grant is E_UNAUTHORIZED), and a FIN, REQ or TOUCH
// fails when the message already timed out and was requeued.
var nsqCodes = map[string]kindReason{
	"E_INVALID":       {invalid, "the command or its argument is out of what nsqd accepts (range, state, name): fix the call"},
	"E_BAD_TOPIC":     {invalid, "the topic name breaks nsqd's name rule: fix the name"},
	"E_BAD_CHANNEL":   {invalid, "the channel name breaks nsqd's name rule: fix the name"},
	"E_BAD_MESSAGE":   {invalid, "the message body is empty or over --max-msg-size: fix the body"},
	"E_BAD_BODY":      {invalid, "the command body is malformed or over a server limit (--max-body-size, IDENTIFY limits): fix the call"},
	"E_AUTH_DISABLED": {invalid, "AUTH sent to an nsqd without auth: drop the AUTH step"},
	"E_PUB_FAILED":    {transient, "nsqd could not put the message (topic or server exiting): retry later"},
	"E_MPUB_FAILED":   {transient, "nsqd could not put the messages (topic or server exiting): retry later"},
	"E_DPUB_FAILED":   {transient, "nsqd could not put the deferred message (topic or server exiting): retry later"},
	"E_AUTH_FAILED":   {transient, "nsqd could not reach or read its auth server (the spec's E_AUTH_FAILED): retry later"},
	"E_FIN_FAILED":    {premise, "the message is no longer in flight for this client (timed out and requeued): the step's hold on it is gone"},
	"E_REQ_FAILED":    {premise, "the message is no longer in flight for this client (timed out and requeued): the step's hold on it is gone"},
	"E_TOUCH_FAILED":  {premise, "the message is no longer in flight for this client (timed out and requeued): the step's hold on it is gone"},
	"E_AUTH_FIRST":    {denied, "nsqd requires AUTH before this command: present a secret"},
	"E_UNAUTHORIZED":  {denied, "the secret grants no right for this topic or channel"},
}

// goNSQSentinels are go-nsq's own sentinel errors, read only as the whole
// message (go-nsq errors.go and consumer.go; set 1677).
var goNSQSentinels = map[string]kindReason{
	"stopped":           {premise, "go-nsq ErrStopped: the producer was stopped and never reconnects: make a new one"},
	"consumer stopped":  {premise, "go-nsq: the consumer was stopped and never reconnects: make a new one"},
	"no handlers":       {invalid, "go-nsq: AddHandler must come before ConnectToNSQD"},
	"already connected": {conflict, "go-nsq ErrAlreadyConnected: the consumer already holds this connection: skip the step"},
	"Auth Required":     {denied, "go-nsq: nsqd requires AUTH and the client has no secret"},
}

// nsqReply reads NSQ's protocol error codes, go-nsq's sentinel errors and
// two process-level texts of nsqd and go-nsq's lookupd query (set 1677).
func nsqReply(text string) (Result, bool) {
	if len(text) < 20 {
		if s, ok := goNSQSentinels[text]; ok {
			return Result{Kind: s.kind, Reason: s.reason}, true
		}
	}
	if strings.Contains(text, "E_") {
		t := text
		t = strings.TrimPrefix(t, "Error authenticating ")
		t = strings.TrimPrefix(t, "failed to IDENTIFY - ")
		if strings.HasPrefix(t, "E_") {
			code, _, _ := strings.Cut(t, " ")
			if e, ok := nsqCodes[code]; ok {
				return Result{Kind: e.kind, Code: code, Reason: "NSQ " + code + ": " + e.reason}, true
			}
		}
	}
	if strings.Contains(text, "nsq") {
		// nsqd's data path lock: another nsqd already runs on it.
		if strings.Contains(text, "(possibly in use by another instance of nsqd)") {
			return Result{Kind: conflict, Reason: "nsqd: another nsqd already holds this --data-path: use the running one"}, true
		}
		// go-nsq's lookupd query: nsqlookupd knows no nsqd with the topic.
		if strings.Contains(text, "error querying nsqlookupd") && strings.Contains(text, "TOPIC_NOT_FOUND") {
			return Result{Kind: premise, Reason: "nsqlookupd knows no nsqd that holds the topic: the topic is not produced anywhere"}, true
		}
	}
	return Result{}, false
}
