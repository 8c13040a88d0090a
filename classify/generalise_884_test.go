package classify

import "testing"

// First run at ec0bcdf1: 29/31 overall, 12/14 tricky.
// Fixed later by the lead: i884-pg-55006-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Fixed later by the lead: i884-rabbitmq-405-resource-locked (amqp.go: a 405 naming an exclusive queue is premise).
func TestIndependentCases884(t *testing.T) {
	runIndependent(t, "testdata/independent884.jsonl", true)
}
