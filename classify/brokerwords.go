package classify

import "strings"

// brokerWords: the wording of cache and message brokers' clients that the
// Redis replies (redisWords) do not cover, each with the software that
// says it (set 138, captured live from Redis 7 through go-redis v9 and an
// embedded nats-server through nats.go). They come right after redisWords:
// each is more specific than the generic words it holds ("failed",
// "violation", "available").
var brokerWords = concat(replayMismatchWords, upstreamFailedWords, noLeaderWords, etcdStateWords, createOnlyKeyWords, expectedLastWords, watchAbortWords, noResponderWords, noEndpointWords, brokerAuthWords, natsClientWords, forcedCloseWords, brokerAlarmWords, realtimeWords, awsCRTMQTTWords, streamFullWords, proxyUpgradeWords, wsUpgraderWords, jsReserveWords, jetStreamStateWords, jetStreamGuardWords, jetStreamRequestWords, jetStreamWaitWords, asyncPublishWords, pulsarWords)

var (
	// replayMismatchWords: a durable-workflow engine that replays an
	// execution's recorded history through the workflow code and finds the
	// code now decides differently (Temporal Go SDK "[TMPRL1100]
	// nondeterministic workflow: ...", Temporal's Core-based SDKs
	// "Nondeterminism error: ...", Cadence "nondeterministic workflow:
	// history event is ..., replay decision is ...", the Durable Task
	// Framework "Non-Deterministic workflow detected: ..."; set 598), or
	// any text carrying Temporal's rule id [TMPRL1100] (set 1184). The
	// workflow task is retried and fails the same way until the code is
	// versioned or the run is reset: the deployed code no longer fits the
	// history, premise.
	replayMismatchWords = []pattern{
		{text: "nondeterministic workflow", kind: premise, reason: "workflow replay diverged from the recorded history: the code changed under a running execution (version it or reset the run)"},
		{text: "non-deterministic workflow detected", kind: premise, reason: "workflow replay diverged from the recorded history: the code changed under a running execution (version it or reset the run)"},
		{text: "nondeterminism error:", kind: premise, reason: "workflow replay diverged from the recorded history: the code changed under a running execution (version it or reset the run)"},
		// Temporal's rule id for the same failure, in any SDK's words
		// ("[TMPRL1100] During replay, a matching Timer command was
		// expected in history event position 7. However, the replayed code
		// did not produce that."; set 1184): the id names the mechanism.
		{text: "[tmprl1100]", kind: premise, reason: "workflow replay diverged from the recorded history (Temporal TMPRL1100): the code changed under a running execution (version it or reset the run)"},
	}
	// upstreamFailedWords: a workflow engine that did not run a step (or
	// failed it) because a step it depends on failed: Airflow's trigger
	// rule ("requires all upstream tasks to have succeeded", the task
	// marked upstream_failed), Celery's chord callback ("ChordError:
	// Dependency <id> raised ..."), Prefect's UpstreamTaskError
	// ("Upstream task run 'x' did not reach a 'COMPLETED' state."),
	// Dagster's "Dependencies for step x failed: [...]. Not executing."
	// (set 1184). The step's input never came into being: the belief it
	// rests on is false, premise; repair or rerun the upstream first.
	upstreamFailedWords = []pattern{
		{text: "requires all upstream tasks to have succeeded", kind: premise, reason: "a step it depends on failed (Airflow upstream_failed): rerun or repair the upstream first"},
		{text: "chorderror: dependency ", kind: premise, reason: "a task the chord callback depends on failed (Celery ChordError): its input does not exist"},
		{text: "did not reach a 'completed' state", kind: premise, reason: "an upstream task run did not complete (Prefect UpstreamTaskError): its result does not exist"},
		{text: "dependencies for step ", kind: premise, reason: "a step it depends on failed (Dagster): its inputs do not exist"},
	}
	// createOnlyKeyWords: a create-only write to a key that already holds
	// a value: nats.go's KV Create, ErrKeyExists (jetstream "...: key
	// exists", the legacy API "nats: key exists"). It carries JetStream's
	// wrong-last-sequence code (10071) too, so it comes before
	// expectedLastWords: the world already holds the key, conflict. The
	// colon keeps MySQL 1091's "check that column/key exists" apart.
	createOnlyKeyWords = []pattern{
		{text: ": key exists", kind: conflict, reason: "a create-only write to a key that already has a value (NATS KV ErrKeyExists)"},
		// Set 1328: gomemcache's ErrNotStored "memcache: item not stored",
		// memcached's NOT_STORED ("the condition for an \"add\" or a
		// \"replace\" command wasn't met", protocol.txt), which the client
		// documents for Add: the key already holds a value. A Replace of a
		// missing key says the same words and is read the same (tolerated
		// in set 1328).
		{text: "memcache: item not stored", kind: conflict, reason: "a create-only write (memcached add) to a key that already has a value (gomemcache ErrNotStored)"},
	}
	// expectedLastWords: a write conditioned on the last sequence, message
	// id or revision the plan read, refused because another write came
	// after it: JetStream's Nats-Expected-Last-Sequence (10071 "wrong last
	// sequence"), -Last-Msg-Id (10070 "wrong last msg ID"), a KV Update
	// with a stale revision (nats.go ErrKeyRevisionMismatch), EventStoreDB's
	// WrongExpectedVersion. No status says "try again": the precondition
	// the plan asserted is false, as an HTTP 412 (premise in the dev
	// sample): read the current state, then decide.
	expectedLastWords = []pattern{
		// Set 1328: gomemcache's ErrCASConflict "memcache: compare-and-swap
		// conflict" (memcached EXISTS: "the item you are trying to store
		// with a \"cas\" command has been modified since you last fetched
		// it"), and etcd's compacted revision without a gRPC status (etcdctl
		// "watch was canceled (etcdserver: mvcc: required revision has been
		// compacted)"), as grpc.go reads it under OUT_OF_RANGE.
		{text: "memcache: compare-and-swap conflict", kind: premise, reason: "the value the CAS read was modified since (memcached EXISTS): re-read, then decide"},
		{text: "required revision has been compacted", kind: premise, reason: "the revision the plan read was compacted away (etcd ErrCompacted): relist from the current revision"},
		{text: "wrong last sequence", kind: premise, reason: "the expected last sequence the write asserted is stale (JetStream 10071): re-read, then decide"},
		{text: "wrong last msg id", kind: premise, reason: "the expected last message id the write asserted is stale (JetStream 10070): re-read, then decide"},
		{text: "key revision mismatch", kind: premise, reason: "the revision the update asserted is stale (NATS KV): re-read the key, then decide"},
		// JetStream's Nats-Expected-Stream (10060 "expected stream does not
		// match"; set 1334): the subject is stored by another stream than
		// the one the plan asserted, the same kind of stale assertion.
		{text: "expected stream does not match", kind: premise, reason: "the stream the publish asserted is not the one that stores the subject (JetStream 10060): re-read the topology, then decide"},
		{text: "wrongexpectedversion", kind: premise, reason: "the stream version the append asserted is stale (EventStoreDB): re-read, then decide"},
	}
	// watchAbortWords: a Redis MULTI/EXEC guarded by WATCH, aborted because
	// a watched key changed before EXEC (EXEC answers nil): go-redis
	// TxFailedErr, redis-py WatchError, node-redis WatchError. Optimistic
	// locking whose documented remedy is to run the read-modify-write
	// again (redis.io transactions: "repeat the operation"), as a
	// serialization failure: transient.
	watchAbortWords = []pattern{
		{text: "redis: transaction failed", kind: transient, reason: "a WATCH-guarded transaction aborted: a watched key changed; run the read-modify-write again"},
		{text: "watched variable changed", kind: transient, reason: "a WATCH-guarded transaction aborted (redis-py WatchError): run it again"},
		{text: "watched keys has been changed", kind: transient, reason: "a WATCH-guarded transaction aborted (node-redis WatchError): run it again"},
	}
	// noResponderWords: a request on a subject no one listens to right
	// now; the server says so at once instead of letting it time out
	// (nats.go and nats.py ErrNoResponders "no responders available for
	// request", async-nats "no responders"). As a refused connection, the
	// service is not there at this moment: transient.
	noResponderWords = []pattern{
		{text: "no responders", kind: transient, reason: "no subscriber answers the request subject right now (NATS no responders)"},
	}
	// noEndpointWords: every server the client knows failed to answer
	// (nats.go ErrNoServers, sarama ErrOutOfBrokers, olivere/elastic
	// ErrNoClient): the same refused or dropped connections, summed up.
	noEndpointWords = []pattern{
		{text: "no servers available for connection", kind: transient, reason: "no server could be reached (NATS ErrNoServers)"},
		// Set 1328: gomemcache's ErrNoServers "memcache: no servers
		// configured or available" comes only from an empty server list
		// (ServerList.PickServer): the client was given no server, setup.
		{text: "no servers configured or available", kind: premise, reason: "the client has no server configured (gomemcache ErrNoServers): set up its server list"},
		// The same empty server list in paho.mqtt.golang (client.go
		// Connect with no AddBroker; set 1529).
		{text: "no servers defined to connect to", kind: premise, reason: "the MQTT client has no broker configured (paho.mqtt.golang): set up its server list"},
		{text: "run out of available brokers", kind: transient, reason: "no broker could be reached (sarama ErrOutOfBrokers)"},
		{text: "no elasticsearch node available", kind: transient, reason: "no node could be reached (olivere/elastic ErrNoClient)"},
		// Set 726: gocql's ErrNoConnections (every host's pool is empty:
		// down, or still reconnecting) and go-redis Ring's errRingShardsDown
		// (every shard failed its health check).
		{text: "no hosts available in the pool", kind: transient, reason: "no Cassandra host has a live connection right now (gocql ErrNoConnections)"},
		{text: "all ring shards are down", kind: transient, reason: "no Redis ring shard is up right now (go-redis Ring)"},
		// Trino's and Presto's NO_NODES_AVAILABLE "No nodes available to run
		// query": the coordinator sees no live worker at this moment (a
		// restart, a scale-in); workers join again.
		// The same empty worker set as Trino's node scheduler words it
		// before the first worker registers, GENERIC_INTERNAL_ERROR "nodes
		// is empty" (the Trino client tests sleep after start to avoid it;
		// set 1674).
		{text: "nodes is empty", kind: transient, word: true, reason: "no worker node has joined the cluster yet (Trino \"nodes is empty\" just after start): wait and retry"},
		{text: "no nodes available to run", kind: transient, reason: "no worker node is up to take the work right now (Trino NO_NODES_AVAILABLE)"},
	}
	// noLeaderWords: a replicated store whose cluster has no leader or
	// active node at this moment (Vault and OpenBao "local node not active
	// but active cluster node not found", Consul and Nomad "No cluster
	// leader", etcd "etcdserver: no leader", hashicorp/raft ErrNotLeader
	// and ErrLeadershipLost, rqlite "leader not found", Elasticsearch
	// master_not_discovered_exception). An election is the usual cause and
	// time ends it; the words "not found" in it name the leader, not what
	// the call refers to (set 398). If it lasts, quorum is lost: bounded
	// retry, then surface.
	noLeaderWords = []pattern{
		{text: "active cluster node not found", kind: transient, reason: "the cluster has no active node right now (a leader election): wait"},
		{text: "no cluster leader", kind: transient, reason: "the cluster has no leader right now (a leader election): wait"},
		{text: "etcdserver: no leader", kind: transient, reason: "the cluster has no leader right now (a leader election): wait"},
		// etcd's ErrLeaderChanged "etcdserver: leader changed" and
		// ErrTimeoutLeaderTransfer / ErrTimeoutDueToLeaderFail ("request
		// timed out, possibly due to previous leader failure"), which the
		// API server passes on as "Error from server: etcdserver: leader
		// changed" (set 1769): an election mid-request, time ends it.
		{text: "etcdserver: leader changed", kind: transient, reason: "the etcd leader changed during the request (ErrLeaderChanged): wait and retry"},
		{text: "due to previous leader failure", kind: transient, reason: "the request timed out while the etcd cluster replaced a failed leader: wait and retry"},
		{text: "node is not the leader", kind: transient, reason: "the node asked is not the leader: wait for the cluster to settle, then ask the leader"},
		{text: "leadership lost while committing", kind: transient, reason: "leadership changed during the write (raft ErrLeadershipLost): wait, then read back before writing again"},
		{text: "leader not found", kind: transient, word: true, reason: "the cluster has no leader right now (a leader election): wait"},
		{text: "master_not_discovered_exception", kind: transient, reason: "the cluster has no elected master right now (Elasticsearch): wait"},
		// A raft proposal the library dropped during a leader change or
		// transfer (etcd raft ErrProposalDropped "raft proposal dropped",
		// which etcd's gRPC layer passes on as UNKNOWN; dragonboat and
		// other raft libraries word it "proposal dropped"): nothing was
		// applied and a settled leader takes the retry (set 1522, live
		// against a 3-member etcd 3.4 while MoveLeader hopped the lead).
		{text: "raft proposal dropped", kind: transient, reason: "the raft proposal was dropped during a leader change (etcd raft ErrProposalDropped): nothing applied, wait and retry"},
		// A learner member that has not yet caught up with the leader's
		// log (etcd ErrLearnerNotReady "can only promote a learner member
		// which is in sync with leader", under FAILED_PRECONDITION): the
		// learner is replicating, the docs' answer is to retry the promote
		// once it is in sync (etcd.io learning/design-learner, set 1522).
		// A promote of a member that is no learner at all ("can only
		// promote a learner member" alone) is not this.
		{text: "learner member which is in sync with", kind: transient, reason: "the learner has not caught up with the leader yet: wait, then promote again"},
		// A write sent to a member that is not the leader or primary at
		// this moment, worded by the store (set 402): Neo4j's
		// Neo.ClientError.Cluster.NotALeader ("Writes must pass through the
		// leader"; the drivers refresh routing and retry it), Vitess's
		// tablet in a serving transition during a reparent ("operation not
		// allowed in state NOT_SERVING", under FAILED_PRECONDITION), the
		// legacy MongoDB "not master and slaveOk=false", rqlite "not
		// leader". As hashicorp/raft's ErrNotLeader above: the cluster
		// settles and the leader takes the write.
		{text: "cluster.notaleader", kind: transient, reason: "the member asked is not the leader (Neo4j NotALeader): refresh routing, then write to the leader"},
		{text: "writes must pass through the leader", kind: transient, reason: "the member asked is not the leader: refresh routing, then write to the leader"},
		{text: "not allowed in state not_serving", kind: transient, reason: "the tablet is not serving right now (a Vitess reparent or restart): wait"},
		// vtgate with no serving tablet of the type a query targets
		// ("target: ks.-80.primary: no healthy tablet available for
		// 'keyspace:\"ks\" shard:\"-80\" tablet_type:PRIMARY'") or a
		// shard whose primary is out of serving during a reparent or a
		// traffic switch ("current keyspace is being resharded"): the
		// health check finds the new tablet, wait (set 1412).
		{text: "no healthy tablet available for", kind: transient, reason: "no serving tablet for the shard right now (Vitess, a reparent or a tablet restarting): wait"},
		{text: "current keyspace is being resharded", kind: transient, reason: "the shard's primary is out of serving (Vitess reparent or resharding cut-over): wait"},
		{text: "not master and slaveok=false", kind: transient, reason: "the node is no longer primary (MongoDB): the driver finds the new one"},
		{text: "rqlite: not leader", kind: transient, reason: "the node asked is not the leader (rqlite): ask the leader"},
		// A ZooKeeper server that is not in a quorum (leader election,
		// peers down) answers a four-letter word with "This ZooKeeper
		// instance is not currently serving requests" (set 1660, live
		// 3.8.0): it serves again once the election completes.
		{text: "zookeeper instance is not currently serving requests", kind: transient, reason: "the ZooKeeper server is not in a quorum right now (leader election): wait"},
	}
	// etcdStateWords: etcd's own refusals of a membership or auth change
	// that the cluster's present state forbids, which its gRPC layer sends
	// as INVALID_ARGUMENT, FAILED_PRECONDITION or UNKNOWN (rpctypes
	// error.go), so the code alone misreads them (blind sets 1328, 1522
	// and 1635, captured live against etcd 3.4, each label 2 to 0):
	//   - ErrNotEnoughStartedMembers "re-configuration failed due to not
	//     enough started members": removing or adding the member would
	//     leave too few started members for quorum: premise, start members
	//     first or replan.
	//   - ErrInvalidAuthMgmt "invalid auth management": deleting the root
	//     user or revoking root's root role while auth is enabled: premise,
	//     the auth state forbids it until auth is disabled.
	//   - ErrMemberNotLearner "can only promote a learner member" with
	//     nothing after it: the member is a voter already, what the promote
	//     was for holds: conflict. The learner still catching up ("... which
	//     is in sync with leader") is noLeaderWords' wait, read first.
	etcdStateWords = []pattern{
		{text: "re-configuration failed due to not enough started members", kind: premise, reason: "etcd: the membership change would leave too few started members for quorum: start the members first"},
		{text: "etcdserver: invalid auth management", kind: premise, reason: "etcd: the root user or its root role cannot be removed while authentication is enabled"},
		{text: "can only promote a learner member", kind: conflict, unless: " which", reason: "etcd: the member is a voting member already: what the promote was for holds"},
		// ErrAuthOldRevision "revision of auth store is old" (set 1802):
		// the token predates an auth-store change; clientv3's retry
		// interceptor re-authenticates and repeats the same call, so the
		// INVALID_ARGUMENT proves nothing about the request: transient.
		{text: "etcdserver: revision of auth store is old", kind: transient, reason: "etcd: the auth store changed since the token was issued: re-authenticate and retry the same call"},
	}
	// brokerAuthWords: a NATS server refusing the connection's credentials
	// ("Authorization Violation") or a subject outside the user's
	// permissions ("Permissions Violation for Publish to ..."), as nats.go,
	// nats.py and nats.js report them: the agent lacks the authority.
	brokerAuthWords = []pattern{
		{text: "authorization violation", kind: denied, reason: "the server refused the connection's credentials (NATS Authorization Violation)"},
		{text: "authorization_violation", kind: denied, reason: "the server refused the connection's credentials (nats.js AUTHORIZATION_VIOLATION)"},
		{text: "permissions violation", kind: denied, reason: "the subject is outside the user's permissions (NATS Permissions Violation)"},
	}
)

// natsClientWords: nats.go's own sentinels (nats.go errors, jetstream
// errors.go), each naming what it proves (held-out set 1521, captured live
// on nats-server 2.15.3 with nats.go 1.56.0):
//   - The program's use of the client API: an ordered consumer used for
//     both Fetch and Consume (ErrOrderConsumerUsedAsFetch/-Consume),
//     NextMsg on a handler subscription (ErrSyncSubRequired), Respond on a
//     message not received on a subscription or without a reply subject
//     (ErrMsgNotBound, ErrMsgNoReply), a non-positive timeout
//     (ErrBadTimeout "nats: timeout invalid", which "timeout" must not turn
//     into a wait), a context without deadline (ErrNoDeadlineContext), a
//     JetStream call on a core message (ErrNotJSMessage). Nothing reached
//     the server and the same call fails the same way: invalid, as
//     lifecycleWords' other out-of-order uses.
//   - The client and the server disagreeing on TLS (ErrSecureConnWanted,
//     the client asks for TLS the server does not offer; ErrSecureConnRequired,
//     the other way round): invalid by goerr.go's ruling on "first record
//     does not look like a TLS handshake" and "server gave HTTP response to
//     HTTPS client", fix the URL or the options.
//   - The connection between servers, which the client's reconnect ends:
//     a pull whose server shut down (jetstream ErrServerShutdown), a
//     consumer leader change (ErrConsumerLeadershipChanged), missed idle
//     heartbeats (ErrNoHeartbeat), a call while reconnecting or
//     disconnected (ErrConnectionReconnecting, ErrDisconnected), a
//     connection the server found stale (ErrStaleConnection): transient.
//   - A call on a connection the program is draining (ErrConnectionDraining):
//     a drained nats.Conn closes and never reopens, so the step needs a new
//     connection, premise by the handle ruling (wording.go), as go-redis's
//     closed client; "nats: connection closed" keeps set 138's transient.
//   - The account's or user's subscription limit (server MAX_SUBSCRIPTIONS_ERR
//     "maximum subscriptions exceeded", nats.go ErrMaxSubscriptionsExceeded):
//     a count of standing subscriptions, which stay until their holders
//     unsubscribe, premise as JetStream's consumer limit (10026); the
//     connection limits above stay transient (clients come and go).
//   - A slow consumer (ErrSlowConsumer "slow consumer, messages dropped",
//     nats.py SlowConsumerError): the subscription ran, but the client
//     dropped messages past its pending limits and core NATS does not
//     redeliver them: what was received is incomplete, ambiguous
//     (docs.nats.io running-a-nats-service/nats_admin/slow_consumers).
var natsClientWords = []pattern{
	{text: "ordered consumer initialized as", kind: invalid, reason: "nats.go: an ordered consumer used both for Fetch and for Consume: create one per use"},
	{text: "illegal call on an async subscription", kind: invalid, reason: "nats.go ErrSyncSubRequired: NextMsg on a handler subscription: subscribe synchronously"},
	{text: "message is not bound to subscription/connection", kind: invalid, reason: "nats.go ErrMsgNotBound: the message was not received on a subscription: respond to one that was"},
	{text: "nats: message does not have a reply", kind: invalid, reason: "nats.go ErrMsgNoReply: Respond on a message without a reply subject"},
	{text: "nats: timeout invalid", kind: invalid, reason: "nats.go ErrBadTimeout: the timeout given is not positive: pass one"},
	{text: "nats: context requires a deadline", kind: invalid, reason: "nats.go ErrNoDeadlineContext: the call needs a context with a deadline"},
	{text: "not a jetstream message", kind: invalid, reason: "nats.go ErrNotJSMessage: a JetStream call (ack, metadata) on a core NATS message"},
	{text: "nats: secure connection not available", kind: invalid, reason: "nats.go ErrSecureConnWanted: the client asks for TLS the server does not offer: fix the URL or the options"},
	{text: "nats: secure connection required", kind: invalid, reason: "nats.go ErrSecureConnRequired: the server requires TLS the client did not set up: fix the URL or the options"},
	{text: "nats: server shutdown", kind: transient, reason: "nats.go jetstream ErrServerShutdown: the server under the pull went down: the client reconnects"},
	{text: "nats: leadership change", kind: transient, reason: "nats.go jetstream ErrConsumerLeadershipChanged: the consumer's leader moved: the pull resumes"},
	{text: "nats: no heartbeat received", kind: transient, reason: "nats.go jetstream ErrNoHeartbeat: the pull's idle heartbeats stopped: the connection or server is away for now"},
	{text: "nats: connection reconnecting", kind: transient, reason: "nats.go ErrConnectionReconnecting: the client is reconnecting: wait"},
	{text: "nats: server is disconnected", kind: transient, reason: "nats.go ErrDisconnected: the client is between servers: wait"},
	{text: "nats: stale connection", kind: transient, reason: "nats.go ErrStaleConnection: the server found the connection stale: the client reconnects"},
	{text: "nats: connection draining", kind: premise, reason: "nats.go ErrConnectionDraining: the connection is draining and will close for good: open a new one"},
	{text: "maximum subscriptions exceeded", kind: premise, reason: "NATS: the account's or user's subscription limit is used up: unsubscribe or raise it"},
	{text: "slow consumer, messages dropped", kind: ambiguous, reason: "NATS slow consumer: the client dropped messages past its pending limits and they are not redelivered: what was received is incomplete"},
	// Set 1638 (nats.go v1.56.0 on nats-server 2.15.3, live): the connect
	// options themselves contradict or lack a part (an nkey or user JWT
	// callback with no signer, a token with a token handler, user info with
	// a user-info callback, two TLS configs, websocket and plain URLs
	// mixed): nats.Connect refuses before dialing, invalid.
	{text: "nkey defined without a signature handler", kind: invalid, reason: "nats.go ErrNkeyButNoSigCB: an nkey option without a signing callback: pass one"},
	{text: "user callback defined without a signature handler", kind: invalid, reason: "nats.go ErrUserButNoSigCB: a user JWT callback without a signing callback: pass one"},
	{text: "nats: user callback not defined", kind: invalid, reason: "nats.go ErrNoUserCB: the JWT option lacks its user callback"},
	{text: "nats: user callback and nkey defined", kind: invalid, reason: "nats.go ErrNkeyAndUser: both a user JWT and an nkey option: keep one"},
	{text: "nats: token and token handler both set", kind: invalid, reason: "nats.go ErrTokenAlreadySet: a token and a token handler: keep one"},
	{text: "cannot set user info callback and user/pass", kind: invalid, reason: "nats.go ErrUserInfoAlreadySet: user/password and a user-info callback: keep one"},
	{text: "nats: multiple tls.configs not allowed", kind: invalid, reason: "nats.go ErrClientCertOrRootCAsRequired family: two TLS configurations: keep one"},
	{text: "mixing of websocket and non websocket urls is not allowed", kind: invalid, reason: "nats.go ErrMixingWebsocketSchemes: the server list mixes ws:// and nats:// URLs"},
	// A subscription past the limit the program set with AutoUnsubscribe
	// (ErrMaxMessages): the program's own handle, now closed, read as
	// "nats: invalid subscription" by the handle ruling: invalid.
	{text: "nats: maximum messages delivered", kind: invalid, reason: "nats.go ErrMaxMessages: the subscription reached the AutoUnsubscribe limit the program set and is closed: subscribe again"},
	// A feature the server does not have (nats.go ErrHeadersNotSupported,
	// ErrNoEchoNotSupported, ErrClientIDNotSupported,
	// ErrClientIPNotSupported, ErrNkeysNotSupported; jetstream's "... not
	// supported by nats-server" for subject transforms, sourcing, multiple
	// filter subjects, limit-marker TTLs): the server's version or
	// configuration, which no argument of this call changes: premise.
	{text: "nats: headers not supported by this server", kind: premise, reason: "nats.go ErrHeadersNotSupported: the server runs without header support: another server or a plan without headers"},
	{text: "nats: no echo option not supported by this server", kind: premise, reason: "nats.go ErrNoEchoNotSupported: the server is too old for no-echo"},
	{text: "nats: client id not supported by this server", kind: premise, reason: "nats.go ErrClientIDNotSupported: the server does not report client ids"},
	{text: "nats: client ip not supported by this server", kind: premise, reason: "nats.go ErrClientIPNotSupported: the server does not report client IPs"},
	{text: "nats: nkeys not supported by the server", kind: premise, reason: "nats.go ErrNkeysNotSupported: the server does not do nkey authentication"},
	{text: "not supported by nats-server", kind: premise, reason: "nats.go jetstream: the server's version lacks the JetStream feature the config uses"},
}

// forcedCloseWords: AMQP's connection-forced (reply code 320 in 0-9-1,
// amqp:connection:forced in 1.0): the broker closed the connection (a node
// shutting down or restarting, an operator's close, Azure Service Bus's
// idle close). Nothing about the call is wrong: reconnect with backoff and
// redeclare (rabbitmq.com/docs/connections; amqp091-go spec091.go
// ConnectionForced; set 382). amqp091-go's "Exception (320) Reason:" is no
// HTTP status.
var forcedCloseWords = []pattern{
	{text: "connection_forced", kind: transient, reason: "AMQP connection-forced (320): the broker closed the connection: reconnect"},
	{text: "connection-forced", kind: transient, reason: "AMQP connection-forced (320): the broker closed the connection: reconnect"},
	{text: "amqp:connection:forced", kind: transient, reason: "AMQP 1.0 amqp:connection:forced: the broker closed the connection: reconnect"},
}

// brokerAlarmWords: RabbitMQ's connection.blocked reasons, the words of its
// resource alarms ("low on memory", "low on disk", joined by " & " when both
// are set; rabbit_reader format_blocked_reason), as the clients hand them
// over: amqp091-go's Blocking printed with %+v ("{Active:true Reason:low on
// memory}"), pika's Connection.Blocked frame ("reason=low on disk"), the
// Java client's and amqplib's blocked reason ("reason: low on memory").
// The broker pauses publishers only until the alarm clears (memory freed,
// messages consumed to disk, disk freed): transient (rabbitmq.com/docs/
// connection-blocked, alarms). Only after "reason" with its separator: a
// node or cluster "low on memory" in other words (Ray's OOM kill, an
// Elasticsearch breaker) is read by its own words.
var brokerAlarmWords = []pattern{
	{text: "reason:low on memory", kind: transient, reason: "RabbitMQ's memory alarm blocked publishing (connection.blocked): it lifts when memory use falls below the watermark"},
	{text: "reason:low on disk", kind: transient, reason: "RabbitMQ's disk alarm blocked publishing (connection.blocked): it lifts when free disk space is above the limit"},
	{text: "reason=low on memory", kind: transient, reason: "RabbitMQ's memory alarm blocked publishing (connection.blocked): it lifts when memory use falls below the watermark"},
	{text: "reason=low on disk", kind: transient, reason: "RabbitMQ's disk alarm blocked publishing (connection.blocked): it lifts when free disk space is above the limit"},
	{text: "reason: low on memory", kind: transient, reason: "RabbitMQ's memory alarm blocked publishing (connection.blocked): it lifts when memory use falls below the watermark"},
	{text: "reason: low on disk", kind: transient, reason: "RabbitMQ's disk alarm blocked publishing (connection.blocked): it lifts when free disk space is above the limit"},
}

// realtimeWords: the reasons device and real-time messaging protocols give
// when the server refuses or ends a session (held-out set 765). Each names
// what it proves false:
//   - MQTT 5 reason codes in the spec's and mosquitto_reason_string's
//     words, and Paho Go's CONNACK errors: bad credentials (0x86, Paho
//     "bad user name or password") denied; a client id (0x85, 3.1.1's
//     "identifier rejected"), a packet over Maximum Packet Size (0x95) or
//     a topic name the server does not accept (0x90) are the call's
//     arguments, invalid; a broker that does not speak the version (0x84)
//     shares no version with the client, premise as MCP's and TLS's
//     version refusals; a session taken over by another connection with
//     the same client id (0x8E) is a belief about who holds the id,
//     premise; a keep-alive lapse (0x8D) is a wait, transient, and so is
//     the client's own side of it, paho.mqtt.golang's "pingresp not
//     received, disconnecting" (set 1302).
//   - An oversized WebSocket message: gorilla ErrReadLimit ("websocket:
//     read limit exceeded") and close 1009 "(message too big)", coder/
//     websocket StatusMessageTooBig ("read limited at N bytes"): invalid.
//   - engine.io/Socket.IO transport failures ("xhr poll error", "xhr post
//     error"): the connection dropped, transient.
//   - A JetStream stream full under DiscardNew (nats-server store.go
//     ErrMaxMsgs, ErrMaxBytes, ErrMaxMsgsPerSubject, served as 503
//     10077): the stream's configured limit, not load, so waiting does
//     not free it: premise.
//   - A NATS connection limit (nats.go ErrMaxConnectionsExceeded,
//     ErrMaxAccountConnectionsExceeded): as every server's connection
//     limit ("too many connections", worldWords), transient.
//   - A Pusher app key the cluster does not host (4001): premise.
var realtimeWords = []pattern{
	{text: "bad user name or password", kind: denied, reason: "MQTT: the broker rejected the user name or password (CONNACK 4 / 0x86)"},
	{text: "client identifier not valid", kind: invalid, reason: "MQTT 5 0x85: the broker does not allow this client identifier"},
	{text: "identifier rejected", kind: invalid, reason: "MQTT CONNACK 2: the broker does not allow this client identifier"},
	{text: "unsupported protocol version", kind: premise, reason: "the server does not speak the protocol version the client asked for (MQTT 5 0x84): the pair shares no version"},
	{text: "unacceptable protocol version", kind: premise, reason: "the server does not speak the protocol version the client asked for (MQTT CONNACK 1)"},
	{text: "session taken over", kind: premise, reason: "MQTT 5 0x8E: another connection took this client id's session"},
	{text: "same clientid has connected", kind: premise, reason: "MQTT 5 0x8E: another connection took this client id's session"},
	{text: "keep alive timeout", kind: transient, reason: "MQTT 5 0x8D: no packet within the keep-alive: reconnect"},
	{text: "times the keepalive time", kind: transient, reason: "MQTT 5 0x8D: no packet within the keep-alive: reconnect"},
	{text: "pingresp not received", kind: transient, reason: "MQTT keep-alive lapse seen by the client (paho.mqtt.golang): no PINGRESP in time: reconnect"},
	{text: "packet too large", kind: invalid, reason: "MQTT 5 0x95: the packet is over the Maximum Packet Size: shrink it"},
	{text: "greater than maximum packet size", kind: invalid, reason: "MQTT 5 0x95: the packet is over the Maximum Packet Size: shrink it"},
	{text: "topic name invalid", kind: invalid, reason: "MQTT 5 0x90: the server does not accept this topic name"},
	{text: "topic name is correctly formed, but is not accepted", kind: invalid, reason: "MQTT 5 0x90: the server does not accept this topic name"},
	// A QoS 1 publish the broker accepted with no matching subscriber
	// (MQTT 5 PUBACK 0x10, by the spec's name or paho.golang's
	// Puback.Reason): the call worked and reached no one, ambiguous
	// (set 1529; mqtt.go reads the code itself).
	{text: "no matching subscribers", kind: ambiguous, reason: "MQTT 0x10: the publish was accepted but no subscriber received it"},
	{text: "accepted but there are no subscribers", kind: ambiguous, reason: "MQTT 0x10: the publish was accepted but no subscriber received it"},
	// paho.mqtt.golang's refusal of a Publish payload that is not a
	// string, []byte or bytes.Buffer (client.go Publish; set 1529).
	{text: "unknown payload type", kind: invalid, reason: "the publish payload's type is not one the MQTT client sends (paho.mqtt.golang): pass bytes or a string"},
	{text: "websocket: read limit exceeded", kind: invalid, reason: "the WebSocket message is over the read limit (gorilla ErrReadLimit): shrink it"},
	{text: "(message too big)", kind: invalid, reason: "WebSocket close 1009: the message is over the peer's limit: shrink it"},
	{text: "statusmessagetoobig", kind: invalid, reason: "WebSocket close 1009: the message is over the peer's limit (coder/websocket): shrink it"},
	{text: "read limited at", kind: invalid, reason: "the WebSocket message is over the read limit (coder/websocket): shrink it"},
	{text: "xhr poll error", kind: transient, reason: "engine.io polling transport failed: the connection dropped; reconnect"},
	{text: "xhr post error", kind: transient, reason: "engine.io polling transport failed: the connection dropped; reconnect"},
	{text: "maximum account active connections exceeded", kind: transient, reason: "the account's connection limit (NATS): it frees as other clients leave"},
	// The server's own words for it, MAX_CONNECTIONS_ERR "maximum
	// connections exceeded", which nats.go hands over as "nats: maximum
	// connections exceeded" when the -ERR arrives during the connect
	// handshake (conn.go connect, "nats: " + the server's text) rather than
	// as ErrMaxConnectionsExceeded (set 1521, captured live).
	{text: "maximum connections exceeded", kind: transient, reason: "the server's connection limit (NATS): it frees as other clients leave"},
	{text: "not in this cluster", kind: premise, reason: "Pusher 4001: the app key is not hosted by this cluster"},
	// libmosquitto's mosquitto_strerror texts as mosquitto_pub, _sub,
	// _rr and _ctrl print them ("Error: %s", "Connection error: %s";
	// lib/strings_mosq.c, set 1610, captured live against Mosquitto
	// 2.0.11) where the code names its cause: MOSQ_ERR_KEEPALIVE is a wait;
	// the server's refusals of the QoS, size or retain flag the call asked
	// for are the call's, as their MQTT 5 codes 0x9B, 0x95, 0x9A (mqtt.go).
	// The codes that name no cause are not read here: MOSQ_ERR_TLS's "A TLS
	// error occurred." (a key pair, a host name or a CA alike, sets 1302
	// and 1529), MOSQ_ERR_CONN_LOST's "The connection was lost." (a broker
	// at max_connections or one dropping an oversized v3 publish) and
	// MOSQ_ERR_EAI's "Lookup error.".
	{text: "error: keepalive exceeded", kind: transient, reason: "libmosquitto MOSQ_ERR_KEEPALIVE: no packet within the keep-alive: reconnect"},
	{text: "requested qos not supported on server", kind: invalid, reason: "libmosquitto MOSQ_ERR_QOS_NOT_SUPPORTED: the QoS is above the broker's maximum: use a lower one"},
	{text: "message qos not supported on broker", kind: invalid, reason: "mosquitto_pub: the QoS is above the broker's maximum: use a lower one"},
	{text: "packet larger than supported by the server", kind: invalid, reason: "libmosquitto MOSQ_ERR_OVERSIZE_PACKET: the packet is over the broker's maximum: shrink it"},
	{text: "retain not supported on server", kind: invalid, reason: "libmosquitto MOSQ_ERR_RETAIN_NOT_SUPPORTED: publish without the retain flag (as MQTT 5 0x9A)"},
	// mqtt-packet's parser (MQTT.js) refusing a reason code the broker
	// put in an ack it may not carry ("Invalid puback reason code" when
	// Mosquitto 2.0.11 answers an oversized QoS 1 publish with 0x95, set
	// 1610; also pubrec, pubrel, pubcomp, disconnect, auth): a reply the
	// client cannot parse, which the broker sends the same every time,
	// premise by set 40's ruling on refused response framing. The client's
	// own custom ack handler returning a wrong code ("Wrong reason code for
	// puback") is not the broker's reply and is not read here.
	{text: "invalid puback reason code", kind: premise, reason: "the MQTT client cannot parse the broker's PUBACK (a reason code a PUBACK may not carry): the broker answers the same every time"},
	{text: "invalid pubrec reason code", kind: premise, reason: "the MQTT client cannot parse the broker's PUBREC (a reason code it may not carry): the broker answers the same every time"},
	{text: "invalid pubrel reason code", kind: premise, reason: "the MQTT client cannot parse the peer's PUBREL (a reason code it may not carry): the peer answers the same every time"},
	{text: "invalid pubcomp reason code", kind: premise, reason: "the MQTT client cannot parse the broker's PUBCOMP (a reason code it may not carry): the broker answers the same every time"},
	{text: "invalid disconnect reason code", kind: premise, reason: "the MQTT client cannot parse the broker's DISCONNECT (a reason code it may not carry): the broker answers the same every time"},
	{text: "invalid auth reason code", kind: premise, reason: "the MQTT client cannot parse the broker's AUTH packet (a reason code it may not carry): the broker answers the same every time"},
	// A SUBACK whose every grant is a failure (3.1.1's 0x80, MQTT 5's
	// 0x87 as Mosquitto's ACLs and dynamic security send it), in
	// mosquitto_sub's words (client/sub_client.c, exit status 0, set
	// 1610): the broker's access control refuses the filters, denied. A
	// subscription refused for its filter's form names it ("Topic Filter
	// invalid", 0x8F) and keeps invalid.
	{text: "all subscription requests were denied", kind: denied, reason: "every subscription in the SUBACK was refused (mosquitto_sub): the broker's access control denies these topic filters"},
	// graphql-transport-ws close reasons that name the client's own
	// protocol use (enisdenjo/graphql-ws PROTOCOL.md; set 1199): 4406 a
	// dial without the graphql-transport-ws subprotocol, as set 775's
	// "subprotocol ... required"; 4429 a second ConnectionInit, a message
	// sequence to fix, not a rate. 4409's "Subscriber for <id> already
	// exists" reads conflict by its own words.
	{text: "subprotocol not acceptable", kind: invalid, reason: "graphql-ws close 4406: the client did not offer the subprotocol the server speaks: dial with it"},
	{text: "too many initialisation requests", kind: invalid, reason: "graphql-ws close 4429: the client sent ConnectionInit more than once: fix the message sequence"},
	{text: "too many initialization requests", kind: invalid, reason: "graphql-ws close 4429: the client sent ConnectionInit more than once: fix the message sequence"},
}

// proxyUpgradeWords: a WebSocket handshake refused because the Connection
// header that reached the server is "close", in coder/websocket's words
// (Accept's 426 "WebSocket protocol violation: Connection header "close"
// does not contain Upgrade"). A WebSocket client sends "Upgrade"; "close"
// is what nginx's proxy_pass puts there by default ("proxy_set_header
// Connection close"), so a proxy in front lacks its WebSocket setup
// (nginx.org/en/docs/http/websocket.html: the hop-by-hop Upgrade and
// Connection "have to be passed explicitly"): premise, the route, not the
// call (held-out set 1199). Read over a 426's invalid (overInvalid) and in
// the generic wording.
var proxyUpgradeWords = []pattern{
	{text: `connection header "close" does not contain upgrade`, kind: premise, reason: "the WebSocket handshake reached the server with Connection: close (a proxy's default): the proxy in front lacks its WebSocket upgrade setup"},
	// The same route seen one step earlier (set 1365): the handshake
	// reached the server as HTTP/1.0, coder/websocket's 426 "handshake
	// request must be at least HTTP/1.1: "HTTP/1.0"". A WebSocket client
	// sends HTTP/1.1 (RFC 6455 4.1); HTTP/1.0 is nginx's proxy_http_version
	// default, so a proxy in front downgraded it.
	{text: `handshake request must be at least http/1.1: "http/1.0"`, kind: premise, reason: "the WebSocket handshake reached the server as HTTP/1.0 (a proxy's default): the proxy in front lacks its WebSocket upgrade setup"},
}

// wsUpgraderWords: gorilla/websocket's Upgrader refusing a handshake
// (server.go returnError, the error Upgrade returns and logs): a request
// that is not a WebSocket handshake ("the client is not using the
// websocket protocol: 'upgrade' token not found in 'Connection' header",
// "... request method is not GET", "unsupported version: 13 not found in
// 'Sec-Websocket-Version' header", "not a websocket handshake:
// 'Sec-WebSocket-Key' header ...") is the call's to repair, invalid, as
// coder/websocket's 426 "Connection header \"\" does not contain Upgrade"
// reads; an origin CheckOrigin refuses is the server's policy on who may
// connect, denied, as coder's "request Origin ... is not authorized" and
// set 775's origin 403 (held-out set 1422). Before missingWords, whose
// "not found" would read a missing thing.
var wsUpgraderWords = []pattern{
	{text: "the client is not using the websocket protocol", kind: invalid, reason: "gorilla/websocket: the request is not a WebSocket handshake (Connection/Upgrade headers or method): make the call as a WebSocket dial"},
	{text: "not found in 'sec-websocket-version' header", kind: invalid, reason: "gorilla/websocket: the handshake does not offer WebSocket version 13: fix the client's handshake"},
	{text: "websocket: not a websocket handshake", kind: invalid, reason: "gorilla/websocket: the handshake's Sec-WebSocket-Key is missing or malformed: fix the client's handshake"},
	{text: "request origin not allowed by upgrader.checkorigin", kind: denied, reason: "gorilla/websocket: the server's CheckOrigin refuses this Origin: a policy on who may connect"},
}

// streamFullWords: a JetStream stream full under DiscardNew (see
// realtimeWords' note), apart so that httppreset.go's 503 reads them too:
// nats-server serves them as 503 10077 ("nats: API error: code=503
// err_code=10077 description=maximum messages exceeded"), and a caller
// that passes the API error's code on as the status must not turn the
// stream's configured limit into load (set 1167).
var streamFullWords = []pattern{
	{text: "maximum messages per subject exceeded", kind: premise, reason: "the JetStream stream's per-subject limit is full (discard new): waiting does not free it"},
	{text: "maximum messages exceeded", kind: premise, reason: "the JetStream stream's message limit is full (discard new): waiting does not free it"},
	{text: "maximum bytes exceeded", kind: premise, reason: "the JetStream stream's byte limit is full (discard new): waiting does not free it"},
}

// streamFullMatcher reads streamFullWords alone (httppreset.go 503).
var streamFullMatcher = newMatcher(streamFullWords)

// jsReserveWords: a JetStream stream or consumer whose limits the
// account's or server's JetStream storage cannot reserve
// (JSInsufficientResourcesErr 10023 "insufficient resources", served as
// 503; set 1200). The reservation is refused until limits change or
// other streams shrink: no wait frees it, premise, as a full stream.
var jsReserveWords = []pattern{
	{text: "err_code=10023", kind: premise, reason: "JetStream 10023: the account's or server's JetStream storage cannot reserve the stream's limits: lower them or free storage"},
	{text: "description=insufficient resources", kind: premise, reason: "JetStream 10023: the account's or server's JetStream storage cannot reserve the stream's limits: lower them or free storage"},
	// nats.go's APIError.Error ("nats: %s", jserrors.go; set 1254).
	{text: "nats: insufficient resources", kind: premise, reason: "JetStream 10023: the account's or server's JetStream storage cannot reserve the stream's limits: lower them or free storage"},
	// The same refusal against the account's own JetStream limits, served
	// as 500 (set 1334, live on nats-server 2.9): 10047 "insufficient
	// storage resources available" (max_file), 10028 "insufficient memory
	// resources available" (max_mem), and the account's or stream's count
	// limits, 10027 "maximum number of streams reached" (max_streams) and
	// 10026 "maximum consumers limit reached" (max_consumers, a stream's
	// MaxConsumers), served as 400. No wait frees a limit: premise.
	{text: "insufficient storage resources available", kind: premise, reason: "JetStream 10047: the account's file storage limit cannot hold the stream's reservation: lower it or free storage"},
	{text: "insufficient memory resources available", kind: premise, reason: "JetStream 10028: the account's memory storage limit cannot hold the stream's reservation: lower it or free storage"},
	{text: "maximum number of streams reached", kind: premise, reason: "JetStream 10027: the account's stream limit is used up: delete a stream or raise the limit"},
	{text: "maximum consumers limit reached", kind: premise, reason: "JetStream 10026: the stream's or account's consumer limit is used up: reuse a consumer or free one"},
}

// jetStreamStateWords: a JetStream or object-store refusal caused by the
// state of the stream, consumer or object the call touched, not by its
// arguments, though nats-server serves most as 400 or 500 (set 1334,
// captured live, nats-server 2.9.10 errors.json, nats.go jetstream
// errors.go): a sealed stream (10109 "invalid operation on sealed stream";
// 10052 "can not unseal a sealed stream": sealing is for good), subjects
// another stream already captures (10065), a work-queue stream whose
// unfiltered or same-filter consumer already takes the work (10099,
// 10100), replicas on a server that is not clustered (10074: the
// deployment, not the call), a consumer of the other delivery type
// (nats.go ErrNotPullConsumer, ErrNotPushConsumer), a consumer deleted
// under a pull (409 "Consumer Deleted", nats.go ErrConsumerDeleted), and an
// object that was deleted (nats.go ErrUpdateMetaDeleted,
// ErrNoLinkToDeleted). The plan's belief about that thing is false:
// premise. Before jetStreamRequestWords, so the unseal wording outranks
// its 10052 code.
var jetStreamStateWords = []pattern{
	{text: "invalid operation on sealed stream", kind: premise, reason: "JetStream 10109: the stream is sealed for good: no write, purge or delete; use another stream"},
	{text: "can not unseal a sealed stream", kind: premise, reason: "JetStream: a sealed stream stays sealed: use another stream"},
	{text: "subjects overlap with an existing stream", kind: premise, reason: "JetStream 10065: another stream already captures these subjects: use it or source from it"},
	{text: "not allowed on workqueue stream", kind: premise, reason: "JetStream 10099: the work-queue stream already has an unfiltered consumer taking the work"},
	{text: "not unique on workqueue stream", kind: premise, reason: "JetStream 10100: another consumer of the work-queue stream already takes these subjects"},
	{text: "not supported in non-clustered mode", kind: premise, reason: "JetStream 10074: the server is not clustered, so it cannot hold replicas: the deployment, not a wait"},
	{text: "consumer is not a pull consumer", kind: premise, reason: "the named consumer is a push consumer (nats.go ErrNotPullConsumer): use or create a pull consumer"},
	{text: "consumer is not a push consumer", kind: premise, reason: "the named consumer is a pull consumer (nats.go ErrNotPushConsumer): use or create a push consumer"},
	{text: "nats: consumer deleted", kind: premise, reason: "the consumer was deleted under the pull (409 Consumer Deleted): it is gone"},
	{text: "meta for a deleted object", kind: premise, reason: "the object was deleted (nats.go ErrUpdateMetaDeleted): it is gone"},
	{text: "link to a deleted object", kind: premise, reason: "the object to link to was deleted (nats.go ErrNoLinkToDeleted): it is gone"},
	// Set 1638: a delete whose sequence lies past the stream's end
	// (nats-server ErrStoreEOF "stream store EOF", served as 500 10057 and
	// wrapped by nats.go's "message deletion unsuccessful"): the message the
	// call names is not in the stream, premise, not a dropped connection.
	{text: "description=stream store eof", kind: premise, reason: "JetStream: the sequence is past the stream's last message (ErrStoreEOF): it is not there"},
}

// jetStreamGuardWords: a JetStream operation the stream's own
// configuration forbids to every caller (set 1638, captured live on
// nats-server 2.15.3): deny_delete (10057 "message delete not permitted"),
// deny_purge (10110 "stream purge not permitted"), rollup headers without
// allow_rollup_hdrs (10111 "rollup not permitted"), all served as 500. The
// stream's owner set the guard; the caller cannot pass it: denied, as a
// protected branch ("is protected", set 1504). A sealed stream stays
// premise (jetStreamStateWords: sealing is for good).
var jetStreamGuardWords = []pattern{
	{text: "message delete not permitted", kind: denied, reason: "JetStream: the stream denies message deletes (deny_delete): the owner's guard"},
	{text: "stream purge not permitted", kind: denied, reason: "JetStream: the stream denies purges (deny_purge): the owner's guard"},
	{text: "rollup not permitted", kind: denied, reason: "JetStream: the stream does not allow rollup headers (allow_rollup_hdrs off): the owner's guard"},
}

// jetStreamRequestWords: a JetStream refusal of the request itself, though
// nats-server serves some as 500 or as a pull's 409 status (set 1334): a
// stream configuration the server rejects (10052 JSStreamInvalidConfigF:
// "stream configuration update can not change storage type", "subjects
// overlap with jetstream api"), a pull asking more than the consumer
// allows (409 "Exceeded MaxRequestBatch of 1", MaxRequestExpires,
// MaxRequestMaxBytes), a KV history over nats.go's bound. Invalid: the
// call must change. A pull refused because the consumer's waiting-pull
// slots are held ("Exceeded MaxWaiting") frees as those pulls expire:
// transient.
var jetStreamRequestWords = []pattern{
	{text: "stream configuration update can not change", kind: invalid, reason: "JetStream 10052: the update changes a field that cannot change: recreate the stream or keep the field"},
	{text: "subjects overlap with jetstream api", kind: invalid, reason: "JetStream 10052: a stream may not capture the JetStream API subjects: change the subjects"},
	{text: "err_code=10052", kind: invalid, reason: "JetStream 10052: the server rejected the stream configuration: fix it"},
	{text: "exceeded maxrequestbatch", kind: invalid, reason: "the pull asks more messages than the consumer's MaxRequestBatch (409): ask for fewer"},
	{text: "exceeded maxrequestexpires", kind: invalid, reason: "the pull waits longer than the consumer's MaxRequestExpires (409): wait less"},
	{text: "exceeded maxrequestmaxbytes", kind: invalid, reason: "the pull asks more bytes than the consumer's MaxRequestMaxBytes (409): ask for fewer"},
	{text: "exceeded maxwaiting", kind: transient, reason: "the consumer's waiting-pull slots are held by other pulls right now (409): they free as those expire"},
	{text: "history limited to a max of", kind: invalid, reason: "the KV bucket's history is over nats.go's bound: lower it"},
	// Set 1638: an object-store link the API does not allow by its shape
	// (nats.go ErrNoLinkToLink, ErrLinkNotAllowed): link to the object
	// itself, or put the object and link it apart. A link to a deleted
	// object stays premise (jetStreamStateWords).
	{text: "not allowed to link to another link", kind: invalid, reason: "nats.go ErrNoLinkToLink: a link must name an object, not another link"},
	{text: "link cannot be set when putting the object", kind: invalid, reason: "nats.go ErrLinkNotAllowed: Put takes no link: put the object, then AddLink"},
}

// jetStreamWaitWords: a JetStream API request that reached a server that
// cannot serve it at this moment because the cluster is settling
// (nats-server jetstream_errors_generated.go: 10009 "JetStream cluster can
// not handle request", 10007 "JetStream cluster not assigned to this
// server", both served as 500): the meta leader or the asset's placement is
// moving; the cluster settles and the same request succeeds, as
// noLeaderWords. 10006 "JetStream not in clustered mode" and 10010
// "JetStream clustering support required" are the deployment, not a moment,
// and are left to their other readings (held-out set 1428).
var jetStreamWaitWords = []pattern{
	{text: "jetstream cluster can not handle request", kind: transient, reason: "JetStream 10009: the cluster cannot serve the request right now (no meta leader, or a leader change): wait, then retry"},
	{text: "jetstream cluster not assigned to this server", kind: transient, reason: "JetStream 10007: the request reached a server the asset is not placed on while the cluster settles: wait, then retry"},
}

// asyncPublishWords: a client's asynchronous publisher refusing more work
// while too many of its publishes await the server's acknowledgement
// (nats.go jetstream ErrTooManyStalledMsgs "stalled with too many
// outstanding async published messages", raised when PublishAsyncMaxPending
// is reached): back-pressure, not a fault of the message; wait for the
// outstanding acks (PublishAsyncComplete), then publish: transient
// (held-out set 1428).
var asyncPublishWords = []pattern{
	{text: "too many outstanding async published", kind: transient, reason: "the async publisher's pending-ack window is full (nats.go ErrTooManyStalledMsgs): wait for the acks, then publish"},
}

// pulsarWords: Apache Pulsar's refusals as the Java client prints them
// ("org.apache.pulsar.client.api.PulsarClientException$TopicTerminatedException:
// Topic was already terminated"), by the broker's fixed texts first and the
// client's exception class after (apache/pulsar PulsarClientException,
// BrokerServiceException, PersistentTopic.addProducer; held-out set 1428).
// A terminated topic takes no more messages, a fenced producer was replaced
// by another exclusive producer, a missing topic is missing, a topic at its
// producer cap stays there until producers leave: premise. A producer name
// a live producer already holds on the topic ("Producer with name 'x' is
// already connected to topic", NamingException): the world already holds
// it, conflict. A full client queue or a broker shedding lookups
// (ProducerQueueIsFullError, TooManyRequestsException): transient. A
// schema the topic refuses: invalid. Authentication and authorization: denied.
var pulsarWords = []pattern{
	{text: "is already connected to topic", kind: conflict, reason: "a producer with this name is already connected to the topic (Pulsar NamingException): the name is held"},
	{text: "reached max producers limit", kind: premise, reason: "the topic is at its producer limit (Pulsar ProducerBusyException): free a producer or raise the limit"},
	{text: "topic was already terminated", kind: premise, reason: "the topic was terminated and takes no more messages (Pulsar TopicTerminatedException): use another topic"},
	{text: "pulsarclientexception$topicterminatedexception", kind: premise, reason: "the topic was terminated and takes no more messages (Pulsar): use another topic"},
	{text: "pulsarclientexception$producerfencedexception", kind: premise, reason: "another exclusive producer took the topic over (Pulsar ProducerFencedException)"},
	{text: "pulsarclientexception$topicdoesnotexistexception", kind: premise, reason: "the topic does not exist (Pulsar TopicDoesNotExistException)"},
	{text: "pulsarclientexception$producerblockedquotaexceeded", kind: premise, reason: "the topic's backlog quota is exhausted (Pulsar ProducerBlockedQuotaExceeded): drain it or raise the quota"},
	{text: "pulsarclientexception$producerqueueisfullerror", kind: transient, reason: "the producer's pending-message queue is full (Pulsar): wait for acks, then send"},
	{text: "pulsarclientexception$toomanyrequestsexception", kind: transient, reason: "the broker is shedding requests (Pulsar TooManyRequestsException): back off"},
	{text: "pulsarclientexception$incompatibleschemaexception", kind: invalid, reason: "the schema is incompatible with the topic's (Pulsar): send the topic's schema"},
	{text: "pulsarclientexception$authenticationexception", kind: denied, reason: "the broker refused the credentials (Pulsar AuthenticationException)"},
	{text: "pulsarclientexception$authorizationexception", kind: denied, reason: "the role lacks permission on the topic (Pulsar AuthorizationException)"},
}

// jetStreamAPIMatcher reads a nats.go JetStream API error ("nats: API
// error: code=400 err_code=10070 description=wrong last msg ID: x", or
// APIError.Error's plain "nats: wrong last msg ID: x", set 1254) by its
// description, ahead of its code: a caller that passes the code on as the
// status must not turn a stale expectation (400) or a storage limit (503)
// into a bad request or a wait (httppreset.go httpStatus; set 1200).
var jetStreamAPIMatcher = newMatcher(concat(createOnlyKeyWords, expectedLastWords, streamFullWords, jsReserveWords, jetStreamStateWords, jetStreamGuardWords, jetStreamRequestWords, jetStreamWaitWords))

// wsCloseWaitWords: the WebSocket close codes that name a wait (RFC 6455
// 1001 "going away", IANA 1012 Service Restart, 1013 Try Again Later, 1014
// Bad Gateway) in gorilla's "websocket: close 1012", coder/websocket's
// StatusGoingAway and Python websockets' "(service restart)": the server or
// its upstream is leaving or loaded, nothing about the call is wrong:
// reconnect later, transient (held-out set 775). Last in genericMatcher: a
// close reason that says more ("Your session hit the maximum duration",
// "room not found") outranks the code.
var wsCloseWaitWords = []pattern{
	{text: "(going away)", kind: transient, reason: "WebSocket close 1001: the server is going away: reconnect later"},
	{text: "statusgoingaway", kind: transient, reason: "WebSocket close 1001 (coder/websocket): the server is going away: reconnect later"},
	{text: "websocket: close 1012", kind: transient, reason: "WebSocket close 1012 Service Restart: reconnect later"},
	{text: "(service restart)", kind: transient, reason: "WebSocket close 1012 Service Restart: reconnect later"},
	{text: "statusservicerestart", kind: transient, reason: "WebSocket close 1012 Service Restart (coder/websocket): reconnect later"},
	{text: "websocket: close 1013", kind: transient, reason: "WebSocket close 1013 Try Again Later: the server is overloaded"},
	{text: "statustryagainlater", kind: transient, reason: "WebSocket close 1013 Try Again Later (coder/websocket): the server is overloaded"},
	{text: "websocket: close 1014", kind: transient, reason: "WebSocket close 1014 Bad Gateway: the upstream failed"},
	{text: "(bad gateway)", kind: transient, reason: "WebSocket close 1014 Bad Gateway (Python websockets): the upstream failed"},
	{text: "statusbadgateway", kind: transient, reason: "WebSocket close 1014 Bad Gateway (coder/websocket): the upstream failed"},
}

// wsCloseCodeWords: the WebSocket close codes that name the data the
// caller sent (RFC 6455 7.4.1: 1003 "a type of data it cannot accept",
// 1007 "data within a message that was not consistent with the type of
// the message") or the server's own failure (1011 "an unexpected
// condition"), as gorilla ("websocket: close 1007 (invalid payload
// data)"), coder/websocket (StatusUnsupportedData,
// StatusInvalidFramePayloadData, StatusInternalError) and Python
// websockets ("(unsupported data)", "(invalid frame payload data)") print
// them: invalid, invalid, transient (held-out set 1199). Read last, beside
// wsCloseWaitWords, so a reason that says more outranks the code.
var wsCloseCodeWords = []pattern{
	{text: "websocket: close 1003", kind: invalid, reason: "WebSocket close 1003: the peer cannot accept this type of data: send what it takes"},
	{text: "(unsupported data)", kind: invalid, reason: "WebSocket close 1003: the peer cannot accept this type of data: send what it takes"},
	{text: "statusunsupporteddata", kind: invalid, reason: "WebSocket close 1003 (coder/websocket): the peer cannot accept this type of data: send what it takes"},
	{text: "websocket: close 1007", kind: invalid, reason: "WebSocket close 1007: the message's data does not match its type (non-UTF-8 text): fix the payload"},
	{text: "(invalid frame payload data)", kind: invalid, reason: "WebSocket close 1007: the message's data does not match its type (non-UTF-8 text): fix the payload"},
	{text: "statusinvalidframepayloaddata", kind: invalid, reason: "WebSocket close 1007 (coder/websocket): the message's data does not match its type: fix the payload"},
	{text: "websocket: close 1011", kind: transient, reason: "WebSocket close 1011: the server hit an unexpected condition: reconnect"},
	{text: "statusinternalerror", kind: transient, reason: "WebSocket close 1011 (coder/websocket): the server hit an unexpected condition: reconnect"},
}

// wsPolicyLapsed reports a WebSocket close 1008 (policy violation) whose
// reason names a credential that expired or was revoked, or refuses what a
// named holder of authority may do (set 1422), with words between
// ("session token for w1199-agent expired"), which the fixed wordings
// ("token expired", "session expired") miss: the close reason decides 1008
// (set 775's row), and a lapsed credential is the caller's authority,
// denied (held-out set 1199).
func wsPolicyLapsed(t string) bool {
	i := -1
	for _, m := range [...]string{"statuspolicyviolation", "websocket: close 1008", "(policy violation)"} {
		if i = indexFold(t, m); i >= 0 {
			break
		}
	}
	if i < 0 {
		return false
	}
	tail := t[i:]
	if hasAny(tail, "expired", "revoked") && hasAny(tail, "token", "session", "credential", "api key", "jwt", "certificate") {
		return true
	}
	// A 1008 whose reason refuses what the caller's key, token, account,
	// user or role may do ("subscription not permitted for this API key",
	// "channel forbidden for role viewer"): the policy the code names is an
	// authority the caller lacks, denied (RFC 6455 7.4.1: 1008 "violates
	// its policy"; held-out set 1422). Without a named holder of authority
	// ("binary frames not allowed") the reason is about the data, not read.
	return hasAny(tail, "not permitted", "not allowed", "forbidden", "not authorized", "unauthorized", "no permission", "permission denied") &&
		hasAny(tail, "api key", "token", "account", "user", "role", "scope", "tenant", "project")
}

// jetStreamDuplicateAck reads a JetStream publish acknowledgement marked
// duplicate ({"stream":"ORDERS","seq":812,"duplicate":true}, the PubAck
// nats.go, nats.py and nats.js return for a message whose Nats-Msg-Id the
// stream saw within its duplicate window; set 1200): the call "succeeded"
// but stored nothing, because the stream already holds the message at that
// sequence: conflict, carry the sequence forward. An ack without the flag,
// or with "duplicate":false, is a plain success and is not read.
func jetStreamDuplicateAck(b string) (Result, bool) {
	if !strings.Contains(b, `"duplicate"`) || !jsonIs(b, "duplicate", "true") {
		return Result{}, false
	}
	if jsonString(b, "stream") == "" {
		return Result{}, false
	}
	if _, isStr, ok := jsonValue(b, "seq"); !ok || isStr {
		return Result{}, false
	}
	return Result{Kind: conflict, Reason: "a JetStream publish acknowledged as a duplicate: the stream already holds this message (Nats-Msg-Id): carry its sequence forward"}, true
}

// awsCRTMQTTWords: aws-c-mqtt's error names and texts (awslabs/aws-c-mqtt
// source/mqtt.c), which the AWS IoT Device SDKs v2 hand over as they are:
// "libaws-c-mqtt: AWS_ERROR_MQTT_UNEXPECTED_HANGUP, The connection was
// closed unexpectedly." (C++, Node), "awscrt.exceptions.AwsCrtError:
// AWS_ERROR_MQTT_TIMEOUT: ..." (Python). The name says what is false:
// a dropped connection, a response that did not come in time or an
// operation cut by a shutdown is a wait, transient; an operation on a
// connection that is not open rests on a false belief, premise; a connect
// on one already open finds its goal held, conflict; a topic, QoS,
// oversized string or a password with no user name is the call's own
// argument, invalid. The texts of NOT_CONNECTED and ALREADY_CONNECTED say
// "The requested operation is invalid as ...": the state, not the call, is
// what is wrong (held-out set 1569). AWS_ERROR_MQTT_PROTOCOL_ERROR names
// no cause and is left to the rest of the text.
var awsCRTMQTTWords = []pattern{
	{text: "aws_error_mqtt_unexpected_hangup", kind: transient, reason: "aws-c-mqtt: the connection was closed unexpectedly: reconnect and retry"},
	{text: "aws_error_mqtt_timeout", kind: transient, timeout: true, reason: "aws-c-mqtt: no response within the operation's time limit"},
	{text: "aws_error_mqtt_connection_shutdown", kind: transient, reason: "aws-c-mqtt: the operation was cut by a connection shutdown: retry once reconnected"},
	{text: "aws_error_mqtt_connection_disconnecting", kind: transient, reason: "aws-c-mqtt: the connection is still shutting down: retry once it has"},
	{text: "aws_error_mqtt_not_connected", kind: premise, reason: "aws-c-mqtt: the operation needs an open connection and there is none: connect first"},
	{text: "invalid as the connection is not open", kind: premise, reason: "aws-c-mqtt: the operation needs an open connection and there is none: connect first"},
	{text: "aws_error_mqtt_already_connected", kind: conflict, reason: "aws-c-mqtt: the connection is already open: the connect's goal holds"},
	{text: "invalid as the connection is already open", kind: conflict, reason: "aws-c-mqtt: the connection is already open: the connect's goal holds"},
	{text: "aws_error_mqtt_invalid_topic", kind: invalid, reason: "aws-c-mqtt: the topic or filter breaks MQTT's topic rules"},
	{text: "aws_error_mqtt_invalid_qos", kind: invalid, reason: "aws-c-mqtt: the QoS value is not one MQTT allows"},
	{text: "aws_error_mqtt_buffer_too_big", kind: invalid, reason: "aws-c-mqtt: a UTF-8 string is over MQTT's 65535-byte limit"},
	{text: "aws_error_mqtt_invalid_credentials", kind: invalid, reason: "aws-c-mqtt: a password was given with no user name"},
}
