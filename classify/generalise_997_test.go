package classify

import "testing"

// Fixed later by the lead: i997-azcosmos-449-retrywith (generic.go retryHintWords: the body calls the error transient and the retry safe).
// Tolerated: i997-sarama-unknown: transient vs unknown (set 872's row: a message that names no cause stays transient; set 896 tolerates kafka-go's twin i896-kafkago-unknownservererror): Kafka's protocol table marks UNKNOWN_SERVER_ERROR non-retriable, so "cannot tell" holds, while the ruling's bounded retry nearly matches DESIGN's unknown.
// Tolerated: i997-ecs-not-idempotent: invalid vs conflict (set 788 tolerates the same ECS text, i788-ecs-not-idempotent; aws.go reads an idempotency mismatch as invalid): ECS sends "Creation of service was not idempotent" both for an existing service name and for a client token reused with other parameters, so both readings hold.
// Fixed later by the lead: i997-spanner-row-not-found (ormrow.go keyHoldsNothing, grpc.go: Spanner ReadRow's row not found is an empty point read, ambiguous, as four blind sets read it against 368).
// First run at 5dfc4efe: 28/32 overall, 13/16 tricky.
func TestIndependentCases997(t *testing.T) {
	runIndependent(t, "testdata/independent997.jsonl", true, "i997-sarama-unknown", "i997-ecs-not-idempotent")
}
