package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d709eed: 27/34 overall, 12/19 tricky.
// TestIndependentCases598 runs held-out set 598: messaging, queue, workflow and job-system failures (Kafka, RabbitMQ, NATS, SQS/SNS, Pub/Sub, Service Bus, Redis Streams, Temporal, River, Celery, Sidekiq) as their Go clients print them, labelled blind.
func TestIndependentCases598(t *testing.T) {
	runIndependent(t, "testdata/independent598.jsonl", true)
}

// TestGeneralise598 holds the classes set 598's misses showed.
//
// A 503 whose body says a feature is not enabled for the caller's own
// account or project is configuration, not load (httppreset.go
// switchedOffFeature). A RESOURCE_EXHAUSTED or 429 limit given as a count
// held against its maximum ("current=N, maximum=N") is a standing quota
// (generic.go heldAtMaximum). A task or job type no worker registers is
// the deployment's (generic.go). Redis's "requires the key to exist" is a
// missing stream (generic.go redisWords). A workflow replay that diverges
// from its history is code that no longer fits the run (brokerwords.go
// replayMismatchWords). "<state> <things> cannot be <done>" is an object
// in a state (statemachine.go stateAdjectiveRefusal).
func TestGeneralise598(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A feature not enabled for the caller's account, under a 503.
		{"harness AI Verify step not enabled for your account", "http", 503, "", "AI Verify Step is not enabled for your account", rung.KindPremise},
		{"a drive client's DriveDisabled", "http", 503, "", "Drive is not enabled for your account.", rung.KindPremise},
		{"password sign-in not enabled for this account (ask an admin)", "http", 503, "", "Password sign-in is not enabled for this account. Ask your organization admin to enable it.", rung.KindPremise},
		{"business suite not enabled for this account", "http", 503, "", `{"success":false,"message":"Business suite is not enabled for this account"}`, rung.KindPremise},
		{"nats-server 10039 as a JSON API body", "http", 503, "", `{"type":"io.nats.jetstream.api.v1.stream_create_response","error":{"code":503,"err_code":10039,"description":"JetStream not enabled for account"}}`, rung.KindPremise},
		// Near misses: a pause that time ends keeps the wait.
		{"near miss: nats-server 10008 cluster temporarily unavailable", "http", 503, "", "nats: API error: code=503 err_code=10008 description=JetStream system temporarily unavailable", rung.KindTransient},
		{"near miss: not enabled for this account during maintenance", "http", 503, "", "Exports are not enabled for this account during scheduled maintenance; try again later.", rung.KindTransient},

		// A count held against its maximum.
		{"pubsub subscriptions-per-topic", "grpc", 0, "ResourceExhausted", `rpc error: code = ResourceExhausted desc = Your project has exceeded a limit: (type="subscriptions-per-topic", current=10000, maximum=10000).`, rung.KindPremise},
		{"pubsub snapshots-per-project", "grpc", 0, "ResourceExhausted", `rpc error: code = ResourceExhausted desc = Your project has exceeded a limit: (type="snapshots-per-project", current=5000, maximum=5000).`, rung.KindPremise},
		{"elasticsearch shard cap", "http", 400, "", "Validation Failed: 1: this action would add [2] shards, but this cluster currently has [1000]/[1000] maximum normal shards open;", rung.KindPremise},
		{"kubernetes ResourceQuota", "http", 403, "", `pods "w598-web-7" is forbidden: exceeded quota: compute, requested: pods=1, used: pods=10, limited: pods=10`, rung.KindPremise},
		{"gce quota", "http", 403, "", "Quota 'CPUS' exceeded. Limit: 24.0 in region us-central1.", rung.KindPremise},
		// Near misses: a per-minute quota refills; a count still under its
		// maximum is no count reached; an oversize message is the call's.
		{"near miss: per-minute quota", "grpc", 0, "ResourceExhausted", "rpc error: code = ResourceExhausted desc = Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute' of service 'sheets.googleapis.com'", rung.KindTransient},
		{"near miss: current under maximum", "grpc", 0, "ResourceExhausted", "rpc error: code = ResourceExhausted desc = Too many concurrent streams (current=99, maximum=100); retry later", rung.KindTransient},
		{"near miss: grpc message larger than max", "grpc", 0, "ResourceExhausted", "rpc error: code = ResourceExhausted desc = grpc: received message larger than max (5242880 vs. 4194304)", rung.KindInvalid},

		// A task or job type no worker registers.
		{"bullmq missing process handler", "", 0, "", "Missing process handler for job type w598-send-invoice", rung.KindPremise},
		{"asynq handler not found", "", 0, "", `handler not found for task "w598:invoice:send"`, rung.KindPremise},
		{"machinery task not registered", "", 0, "", "Task not registered error: w598_add", rung.KindPremise},
		{"river UnknownJobKindError", "", 0, "", "job kind is not registered in the client's Workers bundle: w598_reconcile", rung.KindPremise},
		{"temporal ActivityNotRegisteredError", "", 0, "", "unable to find activityType=ChargeCardV2. Supported types: [ChargeCard, RefundCard]", rung.KindPremise},
		// Near misses: an encoder's unregistered type is the value's.
		{"near miss: gob type not registered", "go", 0, "", "gob: type not registered for interface: main.W598Event", rung.KindInvalid},

		// Redis: the stream key a command needs.
		{"valkey XGROUP CREATE without MKSTREAM", "", 0, "", "ERR The XGROUP subcommand requires the key to exist. Note that for CREATE you may want to use the MKSTREAM option to create an empty stream automatically.", rung.KindPremise},
		{"godis XGROUP", "", 0, "", "ERR The XGROUP subcommand requires the key to exist", rung.KindPremise},
		{"spring-data-redis over lettuce", "", 0, "", "Error in execution; nested exception is io.lettuce.core.RedisCommandExecutionException: ERR The XGROUP subcommand requires the key to exist. Note that for CREATE you may want to use the MKSTREAM option to create an empty stream automatically.", rung.KindPremise},
		{"redis-py ResponseError", "", 0, "", "redis.exceptions.ResponseError: The XGROUP subcommand requires the key to exist. Note that for CREATE you may want to use the MKSTREAM option to create an empty stream automatically.", rung.KindPremise},
		// Near miss: the group already there is conflict.
		{"near miss: BUSYGROUP", "", 0, "", "BUSYGROUP Consumer Group name already exists", rung.KindConflict},

		// A workflow replay that diverges from its history.
		{"temporal typescript sdk", "", 0, "", "[TMPRL1100] Nondeterminism error: Activity machine does not handle this event: HistoryEvent(id: 1398, SignalExternalWorkflowExecutionInitiated)", rung.KindPremise},
		{"temporal .net sdk", "", 0, "", "Temporalio.Exceptions.WorkflowNondeterminismException: Nondeterminism: [TMPRL1100] Nondeterminism error: Timer machine does not handle this event: HistoryEvent(id: 5, ActivityTaskScheduled)", rung.KindPremise},
		{"cadence go client", "", 0, "", "nondeterministic workflow: history event is TimerStarted: (TimerId:1, StartToFireTimeoutSeconds:60, DecisionTaskCompletedEventId:10), replay decision is ScheduleActivityTask: (ActivityId:1, ActivityType:(Name:w598.ActivityC))", rung.KindPremise},
		{"durable task framework", "", 0, "", "Non-Deterministic workflow detected: A previous execution of this orchestration scheduled an activity task with sequence ID 0 and name 'W598Charge' (version ''), but the current replay execution hasn't (yet?) scheduled this task.", rung.KindPremise},
		{"temporal go sdk missing replay command", "", 0, "", "[TMPRL1100] nondeterministic workflow: missing replay command for TimerStarted: (TimerId:3, StartToFireTimeout:1h0m0s)", rung.KindPremise},
		// Near misses: an activity's own timeout stays a wait.
		{"near miss: temporal activity timeout", "", 0, "", "activity error (type: W598Charge, scheduledEventID: 11, startedEventID: 12, identity: w598): activity StartToClose timeout (type: StartToClose)", rung.KindTransient},

		// "<state> <things> cannot be <done>".
		{"usaspending data-act-broker delete submission", "http", 400, "", "Submissions with running jobs cannot be deleted", rung.KindPremise},
		{"invoice domain rule", "", 0, "", "Finalized invoices cannot be cancelled.", rung.KindPremise},
		{"firebase callable failed-precondition", "", 0, "", "Finalized invoices cannot be reprocessed.", rung.KindPremise},
		{"pipeline api", "", 0, "", "Running pipelines cannot be updated. Stop the pipeline first.", rung.KindPremise},
		// Near misses: an adjective of value is no state.
		{"near miss: negative amounts", "http", 400, "", "Negative amounts cannot be refunded", rung.KindInvalid},
		{"near miss: required fields", "http", 400, "", "Required fields cannot be empty", rung.KindInvalid},
	})
}
