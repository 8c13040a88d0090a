package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 1018ff6b: 18/38 overall, 3/21 tricky.
// Fixed: i1334-js-insufficient-storage, i1334-js-insufficient-memory, i1334-js-max-consumers (brokerwords.go jsReserveWords; TestGeneralise1334JetStreamLimits).
// Fixed: i1334-js-expected-stream (brokerwords.go expectedLastWords; TestGeneralise1334JetStreamState).
// Fixed: i1334-js-subjects-overlap, i1334-js-replicas-nonclustered, i1334-js-workqueue-unfiltered, i1334-js-sealed-publish, i1334-obj-put-sealed, i1334-js-unseal, i1334-js-consumer-deleted, i1334-js-not-pull-consumer, i1334-obj-link-deleted, i1334-obj-update-deleted (brokerwords.go jetStreamStateWords; TestGeneralise1334JetStreamState).
// Fixed: i1334-js-update-storage, i1334-js-subjects-jsapi, i1334-js-exceeded-max-request-batch, i1334-js-exceeded-max-waiting, i1334-kv-history-limit (brokerwords.go jetStreamRequestWords; TestGeneralise1334JetStreamRequest).
// Fixed: i1334-obj-no-objects (generic.go ambiguousWords; TestGeneralise1334EmptyListing), which fixes set 411's tolerated i411-nats-no-keys too.
func TestIndependentCases1334(t *testing.T) {
	runIndependent(t, "testdata/independent1334.jsonl", true)
}

// TestGeneralise1334JetStreamLimits holds JetStream's refusals against the
// account's own limits (10047, 10028 under 500; 10027, 10026 under 400),
// with the status passed on, bare, and in APIError.Error's plain
// "nats: <description>" form: premise, as 10023. JetStream's "temporarily
// unavailable" and a plain HTTP 500 keep their readings.
func TestGeneralise1334JetStreamLimits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"storage 500", "nats", 500, "10047", "nats: API error: code=500 err_code=10047 description=insufficient storage resources available", rung.KindPremise},
		{"storage bare", "", 0, "", "nats: API error: code=500 err_code=10047 description=insufficient storage resources available", rung.KindPremise},
		{"memory plain", "nats", 500, "", "nats: insufficient memory resources available", rung.KindPremise},
		{"streams 400", "nats", 400, "10027", "nats: API error: code=400 err_code=10027 description=maximum number of streams reached", rung.KindPremise},
		{"consumers 400", "nats", 400, "10026", "nats: API error: code=400 err_code=10026 description=maximum consumers limit reached", rung.KindPremise},
		{"consumers plain", "", 0, "", "nats: maximum consumers limit reached", rung.KindPremise},
		// Near misses.
		{"temporarily unavailable", "nats", 503, "10008", "nats: API error: code=503 err_code=10008 description=JetStream system temporarily unavailable", rung.KindTransient},
		{"plain 500", "http", 500, "", "internal server error", rung.KindTransient},
	})
}

// TestGeneralise1334JetStreamState holds JetStream and object-store
// refusals caused by the state of what the call touched (brokerwords.go
// jetStreamStateWords, expectedLastWords): a sealed stream, subjects owned
// by another stream, a taken work queue, a non-clustered server, a consumer
// of the other type or deleted, a deleted object, the wrong expected
// stream; premise under 400, 409, 500 or none. The near misses keep their
// readings: a stream or consumer name already taken, a malformed name.
func TestGeneralise1334JetStreamState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sealed publish 400", "nats", 400, "10109", "nats: nats: API error: code=400 err_code=10109 description=invalid operation on sealed stream", rung.KindPremise},
		{"sealed bare", "", 0, "", "nats: API error: code=400 err_code=10109 description=invalid operation on sealed stream", rung.KindPremise},
		{"unseal 500", "nats", 500, "10052", "nats: API error: code=500 err_code=10052 description=stream configuration update can not unseal a sealed stream", rung.KindPremise},
		{"overlap 400", "nats", 400, "10065", "nats: API error: code=400 err_code=10065 description=subjects overlap with an existing stream", rung.KindPremise},
		{"overlap plain", "", 0, "", "nats: subjects overlap with an existing stream", rung.KindPremise},
		{"workqueue unfiltered", "nats", 400, "10099", "nats: API error: code=400 err_code=10099 description=multiple non-filtered consumers not allowed on workqueue stream", rung.KindPremise},
		{"workqueue filtered", "nats", 400, "10100", "nats: API error: code=400 err_code=10100 description=filtered consumer not unique on workqueue stream", rung.KindPremise},
		{"replicas 500", "nats", 500, "10074", "nats: API error: code=500 err_code=10074 description=replicas > 1 not supported in non-clustered mode", rung.KindPremise},
		{"not pull", "", 0, "", "nats: consumer is not a pull consumer", rung.KindPremise},
		{"not push", "", 0, "", "nats: consumer is not a push consumer", rung.KindPremise},
		{"consumer deleted 409", "nats", 409, "", "nats: consumer deleted", rung.KindPremise},
		{"consumer deleted bare", "", 0, "", "nats: consumer deleted", rung.KindPremise},
		{"meta deleted", "", 0, "", "nats: cannot update meta for a deleted object", rung.KindPremise},
		{"link deleted", "", 0, "", "nats: not allowed to link to a deleted object", rung.KindPremise},
		{"expected stream 400", "nats", 400, "10060", "nats: nats: API error: code=400 err_code=10060 description=expected stream does not match", rung.KindPremise},
		{"expected stream plain", "", 0, "", "nats: expected stream does not match", rung.KindPremise},
		// Near misses.
		{"kv key exists", "nats", 400, "10071", "nats: nats: API error: code=400 err_code=10071 description=wrong last sequence: 1: key exists", rung.KindConflict},
		{"invalid consumer name", "", 0, "", `nats: invalid consumer name: "w1334.bad"`, rung.KindInvalid},
		{"link not allowed", "", 0, "", "you are not allowed to link this repository", rung.KindDenied},
	})
}

// TestGeneralise1334JetStreamRequest holds JetStream refusals of the
// request itself under 500 or a pull's 409 (brokerwords.go
// jetStreamRequestWords): 10052 configuration errors and a pull over the
// consumer's request limits are invalid; "Exceeded MaxWaiting" (the
// consumer's waiting-pull slots held now) is transient. A bare 500 and a
// plain 409 keep their readings.
func TestGeneralise1334JetStreamRequest(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"storage type 500", "nats", 500, "10052", "nats: API error: code=500 err_code=10052 description=stream configuration update can not change storage type", rung.KindInvalid},
		{"max consumers change", "", 0, "", "nats: API error: code=500 err_code=10052 description=stream configuration update can not change MaxConsumers", rung.KindInvalid},
		{"jsapi overlap", "nats", 500, "10052", "nats: API error: code=500 err_code=10052 description=subjects overlap with jetstream api", rung.KindInvalid},
		{"invalid subject 10052", "nats", 500, "10052", "nats: API error: code=500 err_code=10052 description=invalid subject", rung.KindInvalid},
		{"max request batch 409", "nats", 409, "", "nats: Exceeded MaxRequestBatch of 1", rung.KindInvalid},
		{"max request batch bare", "", 0, "", "nats: Exceeded MaxRequestBatch of 10", rung.KindInvalid},
		{"max request expires", "nats", 409, "", "nats: Exceeded MaxRequestExpires of 5s", rung.KindInvalid},
		{"max request bytes", "", 0, "", "nats: Exceeded MaxRequestMaxBytes of 1024", rung.KindInvalid},
		{"max waiting 409", "nats", 409, "", "nats: Exceeded MaxWaiting", rung.KindTransient},
		{"max waiting bare", "", 0, "", "nats: Exceeded MaxWaiting", rung.KindTransient},
		{"kv history", "", 0, "", "nats: history limited to a max of 64", rung.KindInvalid},
		// Near misses.
		{"plain 409", "http", 409, "", "Conflict", rung.KindConflict},
		{"jetstream unavailable", "nats", 503, "10008", "nats: API error: code=503 err_code=10008 description=JetStream system temporarily unavailable", rung.KindTransient},
	})
}

// TestGeneralise1334EmptyListing holds nats.go's listing sentinels for an
// empty KV bucket or object store (ErrNoKeysFound, ErrNoObjectsFound):
// the listing ran and holds nothing, ambiguous. A missing key, object or
// bucket stays premise.
func TestGeneralise1334EmptyListing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no objects", "nats", 0, "", "nats: no objects found", rung.KindAmbiguous},
		{"no keys", "", 0, "", "nats: no keys found", rung.KindAmbiguous},
		{"no keys wrapped", "", 0, "", "list task keys: nats: no keys found", rung.KindAmbiguous},
		// Near misses.
		{"object not found", "nats", 0, "", "nats: object not found", rung.KindPremise},
		{"key not found", "", 0, "", "nats: key not found", rung.KindPremise},
		{"bucket not found", "", 0, "", "nats: bucket not found", rung.KindPremise},
	})
}
