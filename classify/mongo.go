package classify

// MongoDB's server errors reach a Go agent as the driver's CommandError text,
// "(CodeName) message": "(NotWritablePrimary) not primary". The code name is
// the server's (src/mongo/base/error_codes.yml), and its category there says
// what the failure proves: the RetriableError, NotPrimaryError, NetworkError
// and ShutdownError categories and the TransientTransactionError label are
// a wait (the drivers' retryable-reads and -writes specifications retry
// them); a parse or option error is the call's; a namespace, an index or a
// cursor that is not there is the world's. Names the message
// already words right ("(Unauthorized) ...", "(DuplicateKey) E11000 ...")
// need no entry. The parenthesised name is matched whole, so prose cannot
// trip it.
var mongoWords = []pattern{
	{text: "(notwritableprimary)", kind: transient, reason: "MongoDB NotWritablePrimary: a primary stepped down: the driver finds the new one"},
	{text: "(notprimarynosecondaryok)", kind: transient, reason: "MongoDB NotPrimaryNoSecondaryOk: the node is no longer primary"},
	{text: "(notprimaryorsecondary)", kind: transient, reason: "MongoDB NotPrimaryOrSecondary: the node is recovering"},
	{text: "(notmaster)", kind: transient, reason: "MongoDB NotMaster: the node is no longer primary"},
	{text: "(notmasternoslaveok)", kind: transient, reason: "MongoDB NotMasterNoSlaveOk: the node is no longer primary"},
	{text: "(notmasterorsecondary)", kind: transient, reason: "MongoDB NotMasterOrSecondary: the node is recovering"},
	// No member the read preference allows is selectable right now (no
	// primary during an election, a shard's set still electing): mongos's
	// server selection gives up, and the drivers read the same state as a
	// server-selection timeout. Time is the variable (set 962).
	{text: "(failedtosatisfyreadpreference)", kind: transient, reason: "MongoDB FailedToSatisfyReadPreference: no member fits the read preference yet (an election): retry"},
	{text: "could not find host matching read preference", kind: transient, reason: "MongoDB FailedToSatisfyReadPreference: no member fits the read preference yet (an election): retry"},
	{text: "(primarysteppeddown)", kind: transient, reason: "MongoDB PrimarySteppedDown: an election is under way"},
	{text: "(interruptedduetoreplstatechange)", kind: transient, reason: "MongoDB InterruptedDueToReplStateChange: an election interrupted the operation"},
	{text: "(interruptedatshutdown)", kind: transient, reason: "MongoDB InterruptedAtShutdown: the node is shutting down"},
	{text: "(shutdowninprogress)", kind: transient, reason: "MongoDB ShutdownInProgress: the node is shutting down"},
	{text: "(hostunreachable)", kind: transient, reason: "MongoDB HostUnreachable"},
	{text: "(hostnotfound)", kind: transient, reason: "MongoDB HostNotFound"},
	{text: "(networktimeout)", kind: transient, timeout: true, reason: "MongoDB NetworkTimeout"},
	{text: "(socketexception)", kind: transient, reason: "MongoDB SocketException"},
	{text: "(exceededtimelimit)", kind: transient, timeout: true, reason: "MongoDB ExceededTimeLimit: the operation ran out of time"},
	{text: "(maxtimemsexpired)", kind: transient, timeout: true, reason: "MongoDB MaxTimeMSExpired: the operation ran past its maxTimeMS"},
	{text: "(networkinterfaceexceededtimelimit)", kind: transient, timeout: true, reason: "MongoDB NetworkInterfaceExceededTimeLimit"},
	// WriteConflict's own closing words, whatever the driver's frame
	// ("Command failed (WriteConflict): ...", Morphium's "Error: 112 -
	// Caused by :: Write conflict during plan execution and yielding is
	// disabled. :: Please retry your operation or multi-document
	// transaction."): the server asks for the retry (set 1446), ahead of
	// "is disabled" read as a switched-off feature.
	{text: "please retry your operation or multi-document transaction", kind: transient, reason: "MongoDB WriteConflict (112) in the server's words: retry the operation or transaction"},
	{text: "write conflict during plan execution", kind: transient, reason: "MongoDB WriteConflict (112) during a plan that may not yield: retry the operation"},
	{text: "(writeconflict)", kind: transient, reason: "MongoDB WriteConflict: a concurrent write: retry the operation or transaction"},
	{text: "(nosuchtransaction)", kind: transient, reason: "MongoDB NoSuchTransaction: the transaction was aborted (TransientTransactionError): run it again"},
	{text: "(transactionexceededlifetimelimitseconds)", kind: transient, reason: "MongoDB: the transaction ran past transactionLifetimeLimitSeconds and was aborted: run it again"},
	{text: "(locktimeout)", kind: transient, reason: "MongoDB LockTimeout"},
	{text: "(lockbusy)", kind: transient, reason: "MongoDB LockBusy"},
	{text: "(conflictingoperationinprogress)", kind: transient, reason: "MongoDB ConflictingOperationInProgress"},
	{text: "(backgroundoperationinprogressfornamespace)", kind: transient, reason: "MongoDB: an index build or other background operation holds the namespace"},
	{text: "(temporarilyunavailable)", kind: transient, reason: "MongoDB TemporarilyUnavailable"},
	{text: "(interrupted)", kind: transient, reason: "MongoDB Interrupted: the operation was killed"},
	{text: "(staleconfig)", kind: transient, reason: "MongoDB StaleConfig: the router's routing table is refreshed"},
	{text: "(databasedroppending)", kind: transient, reason: "MongoDB DatabaseDropPending: a drop is finishing"},
	{text: "(failedtoparse)", kind: invalid, reason: "MongoDB FailedToParse: the command or query is malformed"},
	{text: "(badvalue)", kind: invalid, reason: "MongoDB BadValue: an argument is wrong"},
	{text: "(typemismatch)", kind: invalid, reason: "MongoDB TypeMismatch"},
	{text: "(invalidoptions)", kind: invalid, reason: "MongoDB InvalidOptions"},
	{text: "(invalidnamespace)", kind: invalid, reason: "MongoDB InvalidNamespace: the database or collection name is malformed"},
	{text: "(commandnotfound)", kind: invalid, reason: "MongoDB CommandNotFound: no such command"},
	{text: "(operationnotsupportedintransaction)", kind: invalid, reason: "MongoDB: the operation may not run inside a multi-document transaction"},
	{text: "(queryexceededmemorylimitnodiskuseallowed)", kind: invalid, reason: "MongoDB: the sort or stage needs allowDiskUse or a smaller input"},
	{text: "(invalidpipelineoperator)", kind: invalid, reason: "MongoDB InvalidPipelineOperator"},
	{text: "(immutablefield)", kind: invalid, reason: "MongoDB ImmutableField: the update changes _id or a shard key"},
	{text: "(illegaloperation)", kind: invalid, reason: "MongoDB IllegalOperation"},
	{text: "(cannotcreateindex)", kind: invalid, reason: "MongoDB CannotCreateIndex"},
	// A cursor the server reaped after its idle timeout: the handle the
	// next batch rests on is gone (set 51's expired handle): run the query
	// again from the start.
	{text: "(cursornotfound)", kind: premise, reason: "MongoDB CursorNotFound: the server reaped the cursor: run the query again"},
	{text: "(namespacenotfound)", kind: premise, reason: "MongoDB NamespaceNotFound: the collection does not exist"},
	{text: "(indexnotfound)", kind: premise, reason: "MongoDB IndexNotFound"},
	{text: "(usernotfound)", kind: premise, reason: "MongoDB UserNotFound"},
	{text: "(rolenotfound)", kind: premise, reason: "MongoDB RoleNotFound"},
	{text: "(cappedpositionlost)", kind: premise, reason: "MongoDB CappedPositionLost: the capped collection overwrote where the cursor stood"},
	// An index of the same name with other keys or options: the name is
	// held by something configured otherwise (endstate.go's reading).
	// The same keys already indexed under another name ("Index already
	// exists with a different name: email_1"): the index the step wanted
	// is there, so carry it forward (set 938).
	{text: "index already exists with a different name", kind: conflict, reason: "MongoDB IndexOptionsConflict: an index on the same keys exists under another name: the index the step wanted is there"},
	{text: "(indexoptionsconflict)", kind: premise, reason: "MongoDB IndexOptionsConflict: an index of that name exists with other options"},
	{text: "(indexkeyspecsconflict)", kind: premise, reason: "MongoDB IndexKeySpecsConflict: an index of that name exists with other keys"},
	{text: "(namespaceexists)", kind: conflict, reason: "MongoDB NamespaceExists: the collection already exists"},
}
