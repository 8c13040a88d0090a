package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 98853364: 16/34 overall, 4/17 tricky.
// Tolerated: i1677-http-not-found-path: premise vs invalid (one-off): nsqd's router answers an unknown path with the bare 404 {"message":"NOT_FOUND"}, the same body and status a missing resource gets elsewhere; nothing in the text tells a wrong path from a missing object.
func TestIndependentCases1677(t *testing.T) {
	runIndependent(t, "testdata/independent1677.jsonl", true, "i1677-http-not-found-path")
}

// TestGeneralise1677NSQCodes: NSQ's TCP protocol V2 error codes
// (nsq.io clients/tcp_protocol_spec.html) as nsqd 1.x writes them and
// go-nsq hands them back: the bare frame (ErrProtocol), "Error
// authenticating " (AUTH) and "failed to IDENTIFY - " (ErrIdentify), read by
// the code (nsqerr.go nsqReply). Near misses: a frame code the table does
// not know, an E_ token inside prose, and the IDENTIFY read timeout keep
// their other readings.
func TestGeneralise1677NSQCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bad topic", "go", 0, "", `E_BAD_TOPIC SUB topic name "a b" is not valid`, invalid},
		{"bad message", "go", 0, "", "E_BAD_MESSAGE DPUB message too big 3000 > 1024", invalid},
		{"mpub body", "go", 0, "", "E_BAD_BODY MPUB failed to read message(3) body size", invalid},
		{"identify heartbeat", "go", 0, "", "failed to IDENTIFY - E_BAD_BODY IDENTIFY heartbeat interval (30000) is invalid", invalid},
		{"req range", "go", 0, "", "E_INVALID REQ timeout 7200000 out of range 0-3600000", invalid},
		{"sub state", "go", 0, "", "E_INVALID cannot SUB in current state", invalid},
		{"auth disabled", "", 0, "", "E_AUTH_DISABLED AUTH disabled", invalid},
		{"mpub failed", "go", 0, "", "E_MPUB_FAILED MPUB failed exiting", transient},
		{"dpub failed", "go", 0, "", "E_DPUB_FAILED DPUB failed exiting", transient},
		{"auth failed bare", "go", 0, "", "E_AUTH_FAILED AUTH failed", transient},
		{"req failed", "go", 0, "", "E_REQ_FAILED REQ 0a1b2c3d4e5f6789 failed ID not in flight", premise},
		{"touch failed", "go", 0, "", "E_TOUCH_FAILED TOUCH 0a1b2c3d4e5f6789 failed client does not own message", premise},
		{"auth first pub", "go", 0, "", "E_AUTH_FIRST AUTH required before PUB", denied},
		{"unauthorized sub", "go", 0, "", `E_UNAUTHORIZED AUTH failed for SUB on "orders" "billing"`, denied},
		{"near: identify timeout", "go", 0, "", "failed to IDENTIFY - read tcp 127.0.0.1:50000->127.0.0.1:4150: i/o timeout", transient},
		{"near: unknown E_ code", "go", 0, "", "E_SOMETHING_NEW the server said no", rung.KindUnknown},
	})
}

// TestGeneralise1677GoNSQSentinels: go-nsq's sentinel errors as the whole
// message (errors.go, consumer.go, conn.go), and two process texts:
// nsqd's --data-path lock held by another nsqd, go-nsq's lookupd query 404
// TOPIC_NOT_FOUND (nsqerr.go nsqReply). Near misses: the same words inside
// longer text ("connection stopped by peer", "already connected to wifi")
// and a lookupd query that failed to connect keep their other readings.
func TestGeneralise1677GoNSQSentinels(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"stopped", "go", 0, "", "stopped", premise},
		{"consumer stopped", "go", 0, "", "consumer stopped", premise},
		{"no handlers", "go", 0, "", "no handlers", invalid},
		{"already connected", "go", 0, "", "already connected", conflict},
		{"auth required", "go", 0, "", "Auth Required", denied},
		{"data path lock", "exec", 1, "1", "[nsqd] 2026/01/02 10:00:00.000000 FATAL: failed to instantiate nsqd - failed to lock data-path: cannot flock directory /var/lib/nsq - resource temporarily unavailable (possibly in use by another instance of nsqd)\nexit status 1", conflict},
		{"lookupd topic missing", "go", 0, "", `error querying nsqlookupd (http://10.0.0.5:4161/lookup?topic=orders) - got response 404 Not Found "{\"message\":\"TOPIC_NOT_FOUND\"}"`, premise},
		{"near: lookupd refused", "go", 0, "", "error querying nsqlookupd (http://10.0.0.5:4161/lookup?topic=orders) - Get \"http://10.0.0.5:4161/lookup?topic=orders\": dial tcp 10.0.0.5:4161: connect: connection refused", transient},
	})
}
