package classify

// instanceLimitWords: a Mimir (or Cortex) component's own per-instance
// protection, not the tenant's: "the write request has been rejected
// because the ingester exceeded the allowed number of inflight push
// requests (err-mimir-ingester-max-inflight-push-requests). To adjust the
// related limit, configure -ingester.instance-limits.max-inflight-push-
// requests" (grafana/mimir pkg/ingester instance_limits.go,
// pkg/util/globalerror: the ingester-max-* and distributor-max-* ids, which
// MessageWithPerInstanceLimitConfig words "the related limit", not "the
// related per-tenant limit"). The instance sheds load it cannot hold at
// this moment; in-flight pushes drain and replicas scale, so time is the
// variable: transient (held-out set 1420). A tenant's own caps keep their
// kinds: err-mimir-max-series-per-user premise (activeSeriesWords),
// err-mimir-tenant-max-ingestion-rate transient, err-mimir-tenant-too-many-
// ha-clusters premise.
var instanceLimitWords = []pattern{
	{text: "err-mimir-ingester-max-inflight-push-requests", kind: transient, reason: "the ingester holds as many in-flight pushes as it can take now: retry with backoff"},
	{text: "err-mimir-distributor-max-inflight-push-requests", kind: transient, reason: "the distributor holds as many in-flight pushes as it can take now: retry with backoff"},
	{text: "err-mimir-ingester-max-ingestion-rate", kind: transient, reason: "the ingester is at its own ingestion rate limit: retry with backoff"},
	{text: "err-mimir-distributor-max-ingestion-rate", kind: transient, reason: "the distributor is at its own ingestion rate limit: retry with backoff"},
	{text: "err-mimir-ingester-max-tenants", kind: transient, reason: "the ingester holds as many tenants as it can: retry as the ring rebalances"},
	{text: "err-mimir-ingester-max-series", kind: transient, reason: "the ingester holds as many in-memory series as it can: retry as the ring rebalances"},
	{text: "rejected because the ingester exceeded", kind: transient, reason: "an ingester's per-instance limit: retry with backoff"},
	{text: "rejected because the distributor exceeded", kind: transient, reason: "a distributor's per-instance limit: retry with backoff"},
}

// relayDiscardWords: Sentry Relay's refusal of an envelope names its
// DiscardReason, "event submission rejected with_reason: <Reason>"
// (getsentry/relay BadStoreRequest::EventRejected, under a 403). The
// reason, not the 403, says what failed: ProjectId (the DSN's project is
// unknown or disabled at that ingest host) and FeatureDisabled(..) (the
// endpoint's feature is off for the project) are a target or capability
// the step assumed, premise; InvalidSignature (a trusted relay's signature
// refused) is the identity, denied; RateLimited is a wait (held-out set
// 1420).
var relayDiscardWords = []pattern{
	{text: "with_reason: projectid", kind: premise, reason: "Sentry Relay: the DSN's project is unknown or disabled at this ingest host"},
	{text: "with_reason: featuredisabled", kind: premise, reason: "Sentry Relay: the endpoint's feature is not enabled for the project"},
	{text: "with_reason: invalidsignature", kind: denied, reason: "Sentry Relay: the relay's signature is not trusted"},
	{text: "with_reason: ratelimited", kind: transient, reason: "Sentry Relay: rate limited; honour Retry-After"},
}

// onCallWords: an alerting service's escalation with nobody to page:
// PagerDuty REST 1015 "Escalation Policy Has No User On Call"
// (developer.pagerduty.com/docs/errors), under a 400. The call is well
// formed; the schedule the plan leans on is empty at this moment, which no
// argument repairs: premise (held-out set 1420).
var onCallWords = []pattern{
	{text: "has no user on call", kind: premise, reason: "the escalation policy has nobody on call"},
	{text: "has no one on call", kind: premise, reason: "the escalation policy has nobody on call"},
	{text: "no users on call", kind: premise, reason: "the escalation policy has nobody on call"},
}
