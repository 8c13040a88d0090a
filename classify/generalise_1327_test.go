package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 4a61d088: 22/42 overall, 6/21 tricky.
func TestIndependentCases1327(t *testing.T) {
	runIndependent(t, "testdata/independent1327.jsonl", false)
}

// TestGeneralise1327AMQPReasons holds RabbitMQ reasons that overturn their
// reply code (amqp.go amqpDecide): a 320 for a deleted vhost is premise and
// for a deleted user denied; a 403 "in exclusive use" is transient; a 530
// connection limit is premise and a reused consumer tag invalid. A plain
// forced close, a permission refusal and a refused vhost keep their readings.
func TestGeneralise1327AMQPReasons(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vhost deleted", "amqp", 0, "", `Exception (320) Reason: "CONNECTION_FORCED - vhost 'w1327tmp' is deleted"`, rung.KindPremise},
		{"vhost deleted bare", "", 0, "", `Exception (320) Reason: "CONNECTION_FORCED - vhost 'orders' is deleted"`, rung.KindPremise},
		{"user deleted", "amqp", 0, "", `Exception (320) Reason: "CONNECTION_FORCED - user 'w1327_tmp' is deleted"`, rung.KindDenied},
		{"exclusive use", "amqp", 0, "", `Exception (403) Reason: "ACCESS_REFUSED - queue 'w1327.single' in vhost 'w1327' in exclusive use"`, rung.KindTransient},
		{"exclusive use root", "", 0, "", `Exception (403) Reason: "ACCESS_REFUSED - queue 'jobs' in vhost '/' in exclusive use"`, rung.KindTransient},
		{"connection limit", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - access to vhost 'w1327lim' refused for user 'w1327_admin': connection limit (1) is reached"`, rung.KindPremise},
		{"user connection limit", "", 0, "", `Exception (530) Reason: "NOT_ALLOWED - Connection refused for user 'w1327_app'. User connection limit (5) is reached"`, rung.KindPremise},
		{"consumer tag", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - attempt to reuse consumer tag 'w1327-c'"`, rung.KindInvalid},
		// Near misses.
		{"operator close", "amqp", 0, "", `Exception (320) Reason: "CONNECTION_FORCED - w1327 maintenance window"`, rung.KindTransient},
		{"shutdown", "amqp", 0, "", `Exception (320) Reason: "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'"`, rung.KindTransient},
		{"permission", "amqp", 0, "", `Exception (403) Reason: "ACCESS_REFUSED - access to queue 'w1327.new' in vhost 'w1327' refused for user 'w1327_ro'"`, rung.KindDenied},
		{"vhost refused", "amqp", 0, "", `Exception (530) Reason: "NOT_ALLOWED - access to vhost 'w1327' refused for user 'w1327_noperm'"`, rung.KindDenied},
	})
}
