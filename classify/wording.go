package classify

import "strings"

// Wording of failure classes that no single protocol owns, each with the
// software that says it. They come first in the generic table: each is
// more specific than the words it contains ("timeout", "invalid",
// "not allowed").
var (
	// outcomeUnknownWords: the store says it cannot tell whether the
	// operation took effect (a commit sent, its answer lost): Cloud
	// Spanner's TransactionOutcomeUnknownError "transaction outcome
	// unknown", CockroachDB's "result is ambiguous" (40003). The write may
	// have landed, so a blind retry may repeat it: ambiguous (sets 96 and
	// 321; set 9's transient line is tolerated).
	outcomeUnknownWords = []pattern{
		{text: "outcome unknown", kind: ambiguous, reason: "the operation's outcome is unknown: it may have taken effect; read back before any retry"},
		{text: "outcome is unknown", kind: ambiguous, reason: "the operation's outcome is unknown: it may have taken effect; read back before any retry"},
		{text: "outcome of the transaction is unknown", kind: ambiguous, reason: "the transaction's outcome is unknown: it may have committed; read back before any retry"},
		{text: "outcome of the commit is unknown", kind: ambiguous, reason: "the commit's outcome is unknown: it may have committed; read back before any retry"},
		{text: "outcome of the operation is unknown", kind: ambiguous, reason: "the operation's outcome is unknown: it may have taken effect; read back before any retry"},
		// Clover's device REST API 500: "Request processing failed with an
		// unknown error, and the processing state of the operation is
		// indeterminate. Do not repeat the call without additional
		// analysis." (docs.clover.com status-code-and-error-reference; set
		// 1696): a charge may have been taken; read back, never a blind
		// retry.
		{text: "state of the operation is indeterminate", kind: ambiguous, reason: "the operation's processing state is indeterminate: it may have taken effect; read back before any retry"},
		{text: "do not repeat the call without additional analysis", kind: ambiguous, reason: "the operation's outcome is indeterminate: it may have taken effect; read back before any retry"},
		{text: "result is ambiguous", kind: ambiguous, reason: "the store cannot tell whether the statement took effect (CockroachDB ambiguous result)"},
		{text: "statement completion unknown", kind: ambiguous, reason: "the statement may have completed (SQLSTATE 40003)"},
		// Oracle's transparent application failover (TAF) and replay, the
		// connection lost during the call (set 1505): ORA-25408 "can not
		// safely replay call" ("It may not be safe to replay it after
		// failover. Action: Check to see if the results of the call have
		// taken place") and ORA-25405 "transaction status unknown" ("A
		// failure occurred while a transaction was attempting to commit
		// ... Determine the transaction's status manually"; docs.oracle.com
		// error-help oci-25408, server.804 a58312 25400-25425). ORA-25401
		// "can not continue fetches" and ORA-25402 "transaction must roll
		// back" say the work did not land and are left to other words.
		{text: "can not safely replay call", kind: ambiguous, reason: "the connection was lost during the call and it may have taken effect (ORA-25408): check its results before any replay"},
		{text: "cannot safely replay call", kind: ambiguous, reason: "the connection was lost during the call and it may have taken effect (ORA-25408): check its results before any replay"},
		{text: "transaction status unknown", kind: ambiguous, reason: "the commit may or may not have landed (ORA-25405): determine the transaction's status before any retry"},
		// A timeout whose text says the server kept working on the request
		// (Kubernetes' 504 StatusReasonTimeout "the server was unable to
		// return a response in the time allotted, but may still be
		// processing the request", as client-go, kubectl, oc and Helm print
		// it) or that the sender cannot tell how it ended (Solana web3.js
		// "It is unknown if it succeeded or failed"): a create may still
		// land, so read back before resending (set 530). A bare timeout
		// ("request did not complete within requested timeout") stays
		// transient, and so does the same sentence on a read ("(get pods)",
		// set 25): only a write can land unseen, so the verb Kubernetes
		// appends decides.
		{text: "may still be processing the request (post ", kind: ambiguous, reason: "the server timed out but may still be processing the write: it may take effect; read back before any retry"},
		{text: "may still be processing the request (put ", kind: ambiguous, reason: "the server timed out but may still be processing the write: it may take effect; read back before any retry"},
		{text: "may still be processing the request (patch ", kind: ambiguous, reason: "the server timed out but may still be processing the write: it may take effect; read back before any retry"},
		{text: "may still be processing the request (delete ", kind: ambiguous, reason: "the server timed out but may still be processing the write: it may take effect; read back before any retry"},
		{text: "unknown if it succeeded or failed", kind: ambiguous, reason: "the sender cannot tell whether the operation succeeded: read back before any retry"},
		{text: "unknown whether it succeeded", kind: ambiguous, reason: "the sender cannot tell whether the operation succeeded: read back before any retry"},
		// Apache Iceberg's CommitStateUnknownException (set 1279): the
		// catalog call failed after the commit was sent, and the client
		// says it cannot tell whether the new metadata was applied;
		// "Retrying an already successful operation will result in
		// duplicate records". A CommitFailedException (a lost race that
		// was not applied) does not say this.
		{text: "cannot determine whether the commit was successful", kind: ambiguous, reason: "the commit may have been applied (Iceberg commit state unknown): check the table before any retry"},
		// An infrastructure engine interrupted mid-operation (set 1448):
		// Pulumi's "the current deployment has N resource(s) with pending
		// operations: * urn:..., interrupted while creating" and its later
		// warning "Attempting to deploy or update resources with N pending
		// operations from previous deployment" ("These resources are in an
		// unknown state because the Pulumi CLI was interrupted"; pulumi
		// docs, troubleshooting#interrupted-update-recovery). The create,
		// update or delete may have happened: check the provider (pulumi
		// refresh) before anything is resent.
		{text: "resource(s) with pending operations", kind: ambiguous, reason: "an interrupted update left operations whose outcome is unknown (Pulumi pending operations): refresh before any retry"},
		{text: "pending operations from previous deployment", kind: ambiguous, reason: "an interrupted update left operations whose outcome is unknown (Pulumi pending operations): refresh before any retry"},
		{text: "resources are in an unknown state because", kind: ambiguous, reason: "the engine was interrupted while changing these resources: their outcome is unknown: check before any retry"},
		{text: ", interrupted while creating", kind: ambiguous, reason: "a create was interrupted: it may have happened (Pulumi pending operation)"},
		{text: ", interrupted while updating", kind: ambiguous, reason: "an update was interrupted: it may have happened (Pulumi pending operation)"},
		{text: ", interrupted while deleting", kind: ambiguous, reason: "a delete was interrupted: it may have happened (Pulumi pending operation)"},
	}
	outcomeUnknownMatcher = newMatcher(outcomeUnknownWords)
	// partialWords: a batch where some items landed and some did not. A
	// retry of the whole batch would repeat the ones that landed, and the
	// classifier cannot tell which failed from the text: ambiguous (the
	// call worked; its result needs a look before anything is resent).
	partialWords = []pattern{
		{text: "partial failure", kind: ambiguous, reason: "a partial success: some items failed (resending all would repeat the rest)"},
		{text: "partially failed", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "partial success", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "partially succeeded", kind: ambiguous, reason: "a partial success: some items failed"},
		// A job whose status says it finished with part of its work
		// (Bedrock batch inference PartiallyCompleted, Comprehend and
		// Textract PARTIAL_SUCCESS-style states, "partially completed"; set
		// 371): the records that ran are done.
		{text: "partiallycompleted", kind: ambiguous, reason: "a partial success: the job finished with some records failed"},
		{text: "partially_completed", kind: ambiguous, reason: "a partial success: the job finished with some records failed"},
		{text: "partially completed", kind: ambiguous, reason: "a partial success: the job finished with some records failed"},
		{text: "records could not be processed", kind: ambiguous, reason: "a partial success: some records could not be processed"},
		// A query engine that answered with part of the rows: Kusto (Azure
		// Data Explorer, Azure Monitor Logs) truncates at its result-set
		// limit (E_QUERY_RESULT_SET_TOO_LARGE) and reports "Partial query
		// failure"; the Logs query API sends a 200 with tables and the code
		// PartialError. The rows are not all there: narrow (set 740).
		{text: "e_query_result_set_too_large", kind: ambiguous, reason: "the result set was truncated at the engine's limit: the rows are not all there"},
		{text: "partial query failure", kind: ambiguous, reason: "the query answered with part of its result"},
		{text: "\"partialerror\"", kind: ambiguous, reason: "the query answered with part of its result (PartialError)"},
		{text: "some items failed", kind: ambiguous, reason: "a partial success: some items failed"},
		// Set 1447: a send accepted for some recipients and held back for
		// others, in a 200 with ErrorCode 0 (Postmark "Message OK, but will
		// not deliver to these inactive addresses: x"): the message went,
		// not to everyone the step named.
		{text: "but will not deliver to", kind: ambiguous, reason: "a partial send: the message was accepted but will not be delivered to some recipients"},
		{text: "some records failed", kind: ambiguous, reason: "a partial success: some records failed"},
		{text: "some messages failed", kind: ambiguous, reason: "a partial success: some messages failed"},
		{text: "items failed to", kind: ambiguous, reason: "a partial success: some items failed"},
		{text: "were not processed", kind: ambiguous, reason: "a partial success: some items were not processed"},
		// Timestream WriteRecords "One or more records have been rejected.
		// See RejectedRecords for details." (the rest are written);
		// InfluxDB's "partial write: ... dropped=N".
		{text: "records have been rejected", kind: ambiguous, reason: "a partial success: some records were rejected, the rest written"},
		{text: "records were rejected", kind: ambiguous, reason: "a partial success: some records were rejected, the rest written"},
		{text: "partial write", kind: ambiguous, reason: "a partial success: some points were dropped, the rest written (InfluxDB)"},
		// A batch client that counts its failed items without the total
		// (set 321): cloud.google.com/go/bigquery PutMultiError "2 row
		// insertions failed" (tabledata.insertAll writes rows one by one
		// unless a bad row stops the request), elasticsearch-py and
		// opensearch-py BulkIndexError "3 document(s) failed to index.",
		// Elasticsearch's Java BulkResponse "failure in bulk execution",
		// Sarama's ProducerErrors "kafka: Failed to deliver 4 messages.",
		// @google-cloud/bigquery's PartialFailureError.
		{text: "row insertion failed", kind: ambiguous, reason: "a partial batch insert: some rows failed, others may have landed (BigQuery PutMultiError)"},
		{text: "row insertions failed", kind: ambiguous, reason: "a partial batch insert: some rows failed, others may have landed (BigQuery PutMultiError)"},
		{text: "document(s) failed to index", kind: ambiguous, reason: "a partial bulk index: some documents failed, the rest were indexed"},
		{text: "failure in bulk execution", kind: ambiguous, reason: "a partial bulk request: the failed items are listed, the rest were applied"},
		{text: "kafka: failed to deliver", kind: ambiguous, reason: "a partial batch produce: some messages were not delivered, the rest were"},
		{text: "partialfailureerror", kind: ambiguous, reason: "a partial batch insert: some rows failed, the rest were inserted"},
		// A copy or a transaction that landed in part: rsync's exit 23
		// ("some files/attrs were not transferred") and 24 ("some files
		// vanished before they could be transferred"); MySQL 1196, a
		// rollback that left non-transactional tables changed.
		{text: "were not transferred", kind: ambiguous, reason: "a partial transfer: some files were not copied, the rest were"},
		{text: "vanished before they could be transferred", kind: ambiguous, reason: "a partial transfer: some source files vanished mid-copy"},
		{text: "changed tables couldn't be rolled back", kind: ambiguous, reason: "a partial rollback: non-transactional tables kept their changes"},
		// A job or run that finished in part, named by its terminal phase:
		// Velero's backup and restore phase PartiallyFailed ("Backup
		// completed with status: PartiallyFailed"), Azure DevOps' build
		// result partiallySucceeded, Argo CD / Google Cloud's "partially
		// succeeded": the run produced something, some items failed; read
		// its log before relying on it (set 733).
		{text: "partiallyfailed", kind: ambiguous, reason: "a partial success: the run finished with some items failed (PartiallyFailed)"},
		{text: "partially failed", kind: ambiguous, reason: "a partial success: the run finished with some items failed"},
		{text: "partiallysucceeded", kind: ambiguous, reason: "a partial success: the run finished with some items failed (partiallySucceeded)"},
		{text: "partially succeeded", kind: ambiguous, reason: "a partial success: the run finished with some items failed"},
	}
	// hostKeyWords (set 390): SSH's counterpart of an untrusted certificate: the
	// host's key is not the one recorded in known_hosts (a rebuilt
	// host or a man in the middle), or none is recorded under strict
	// checking. OpenSSH sshconnect.c warn_changed_key and "Host key
	// verification failed.", "No ED25519 host key is known for";
	// Go x/crypto/ssh/knownhosts KeyError ("knownhosts: key mismatch",
	// "knownhosts: key is unknown"); Paramiko BadHostKeyException
	// ("Host key for server '...' does not match"); PuTTY ("host key
	// does not match the one PuTTY has cached"). The client's security
	// check refuses the host until a person who may vouch for the new key
	// does ("Please contact your system administrator"): denied, hand
	// back (revised after set 1179: sets 674, 825, 846 and 1179 labelled
	// it denied, 390 and one line of 846 premise).
	// Read among the first words: git appends its "correct access rights"
	// boilerplate to every SSH failure, which must not make this a denial.
	hostKeyWords = []pattern{
		// A server that hangs up after MaxAuthTries ("Too many authentication
		// failures", sshd_config(5) MaxAuthTries; x/crypto/ssh's lower-case
		// disconnect; held-out set 846) refused every credential offered: denied,
		// not a count the caller exceeded by asking too often.
		{text: "too many authentication failures", kind: denied, reason: "SSH MaxAuthTries: the server refused every credential offered"},
		{text: "remote host identification has changed", kind: denied, reason: "SSH host key changed (known_hosts mismatch)"},
		{text: "host key verification failed", kind: denied, reason: "SSH host key not the recorded one (known_hosts)"},
		{text: "host key is known for", kind: denied, reason: "SSH host key not recorded under strict checking (known_hosts)"},
		{text: "knownhosts: key mismatch", kind: denied, reason: "SSH host key changed (x/crypto/ssh/knownhosts)"},
		{text: "knownhosts: key is unknown", kind: denied, reason: "SSH host key not recorded (x/crypto/ssh/knownhosts)"},
		// The same refusal when the key is revoked or pinned (set 1520, live):
		// x/crypto/ssh/knownhosts RevokedError "knownhosts: key is revoked"
		// (an @revoked line), ssh.FixedHostKey's "ssh: host key mismatch",
		// OpenSSH sshconnect.c "WARNING: REVOKED HOST KEY DETECTED!" / "The
		// ED25519 host key for h is marked as revoked.": denied, hand back.
		{text: "knownhosts: key is revoked", kind: denied, reason: "SSH host key revoked in known_hosts (x/crypto/ssh/knownhosts)"},
		{text: "ssh: host key mismatch", kind: denied, reason: "SSH host key is not the pinned one (x/crypto/ssh FixedHostKey)"},
		{text: "revoked host key detected", kind: denied, reason: "SSH host key revoked in known_hosts (OpenSSH)"},
		{text: "host key for server", kind: denied, reason: "SSH host key does not match (Paramiko BadHostKeyException)"},
		{text: "host key does not match", kind: denied, reason: "SSH host key does not match the cached one (PuTTY)"},
		// The same host, another belief: its login shell prints text for a
		// non-interactive session, which lands in the protocol stream.
		// rsync "protocol version mismatch -- is your shell clean?" (its
		// man page: "usually caused by your startup scripts or remote
		// shell facility producing unwanted garbage"), OpenSSH sftp
		// "Received message too long 1416128883" / "Ensure the remote shell
		// produces no output for non-interactive sessions.", git's pkt-line
		// "protocol error: bad line length character: Welc", legacy scp
		// "protocol error: mtime.sec not delimited". The host's dotfiles
		// must change, not the arguments or the timing: premise (set 733).
		// The same host refusing the login a shell at all: nologin(8)'s
		// "This account is currently not available." (util-linux and
		// shadow; FreeBSD's "This account is currently not available."),
		// printed for every command over ssh to a service account. Policy
		// on the account, which no wait or argument lifts: denied (set
		// 1573, live). A region or service "currently not available"
		// keeps its own reading.
		// sshd's own refusal of a command where the account's ForceCommand
		// is internal-sftp (session.c: "This service allows sftp
		// connections only.") and a git host's key-only account that runs
		// no commands (GitHub, Gitea "... does not provide shell access"):
		// policy on the login, as nologin: denied (set 1624, live).
		{text: "this service allows sftp connections only", kind: denied, reason: "sshd ForceCommand internal-sftp: the account may use sftp only, not commands"},
		{text: "does not provide shell access", kind: denied, reason: "the SSH account is restricted to git: the host runs no commands for it"},
		{text: "this account is currently not available", kind: denied, reason: "the remote account's shell is nologin: the host refuses it commands (nologin(8))"},
		{text: "is your shell clean", kind: premise, reason: "the remote login shell prints output into the protocol stream (rsync)"},
		{text: "received message too long", kind: premise, reason: "the remote login shell prints output into the protocol stream (OpenSSH sftp)"},
		{text: "produces no output for non-interactive sessions", kind: premise, reason: "the remote login shell prints output into the protocol stream (OpenSSH)"},
		{text: "bad line length character", kind: premise, reason: "the remote login shell prints output into the protocol stream (git pkt-line)"},
		{text: "mtime.sec not delimited", kind: premise, reason: "the remote login shell prints output into the protocol stream (scp)"},
	}
	// archivedRepoWords (set 674): a forge refusing a write because the
	// repository or project is archived (read-only until unarchived):
	// GitLab lib/gitlab/git_access.rb "You can't push code to an archived
	// project.", GitHub "This repository was archived so it is read-only."
	// (git) and "Repository was archived so is read-only." (REST, GraphQL).
	// A state to change (unarchive) or another target: premise. Read among
	// the first words, as hostKeyWords: git's "correct access rights"
	// boilerplate after it must not make it a denial.
	archivedRepoWords = []pattern{
		{text: "push code to an archived", kind: premise, reason: "the project is archived (read-only until unarchived)"},
		{text: "was archived so it is read-only", kind: premise, reason: "the repository is archived (read-only until unarchived)"},
		{text: "was archived so is read-only", kind: premise, reason: "the repository is archived (read-only until unarchived)"},
		// Gitea and Forgejo mustNotBeArchived: 423 "repo is archived" (set 1267).
		{text: "repo is archived", kind: premise, reason: "the repository is archived (read-only until unarchived)"},
	}
	// targetSettingOffWords (set 1486): YouTube's message for its
	// commentsDisabled reason ("The video identified by the videoId
	// parameter has disabled comments."), as clients print it without the
	// v1 envelope (pafy "Youtube Error 403: ...", PHP "Error 403 ...:
	// commentsDisabled"): a setting of the target switched off, premise,
	// as codes.go googleReason reads the reason itself (set 367), not the
	// 403's denial.
	targetSettingOffWords = []pattern{
		{text: "parameter has disabled comments", kind: premise, reason: "youtube: the video has comments switched off (commentsDisabled): the target's state"},
	}
	// certWords: the server wants a client certificate. nginx answers a
	// missing or bad one with 400 and these titles (ngx_http_ssl_module:
	// 495 "The SSL certificate error", 496 "No required SSL certificate
	// was sent", both sent as 400); Apache mod_ssl and Envoy word it as
	// below. A credential the caller lacks: denied, whatever the status.
	certWords = []pattern{
		{text: "no required ssl certificate was sent", kind: denied, reason: "the server requires a client certificate (nginx 496)"},
		{text: "the ssl certificate error", kind: denied, reason: "the client certificate was refused (nginx 495)"},
		{text: "client certificate required", kind: denied, reason: "the server requires a client certificate"},
		{text: "client certificate is required", kind: denied, reason: "the server requires a client certificate"},
		{text: "certificate_required", kind: denied, reason: "TLS alert certificate_required (RFC 8446)"},
		{text: "alert certificate required", kind: denied, reason: "TLS alert certificate_required (RFC 8446; OpenSSL's wording)"},
		{text: "peer did not return a certificate", kind: denied, reason: "the server requires a client certificate (OpenSSL)"},
		// The same refusal in the words of other TLS stacks: Go's server
		// (crypto/tls handshake_server.go), Java's SSLEngine, rustls.
		{text: "didn't provide a certificate", kind: denied, reason: "the server requires a client certificate (Go crypto/tls)"},
		{text: "did not provide a certificate", kind: denied, reason: "the server requires a client certificate"},
		{text: "empty client certificate chain", kind: denied, reason: "the server requires a client certificate (Java)"},
		{text: "peer sent no certificates", kind: denied, reason: "the server requires a client certificate (rustls)"},
		// OpenSSL's wording of a certificate alert the client received
		// ("sslv3 alert bad certificate", "tlsv1 alert unknown ca"): as
		// crypto/tls's "remote error: tls: bad certificate", it is about
		// the certificate the client sent. (A server's own log of such
		// an alert is read apart first: tlsside.go.)
		{text: "alert bad certificate", kind: denied, reason: "TLS alert bad_certificate: the server refused the client certificate (OpenSSL)"},
		{text: "alert certificate unknown", kind: denied, reason: "TLS alert certificate_unknown: the server refused the client certificate (OpenSSL)"},
		{text: "alert unknown ca", kind: denied, reason: "TLS alert unknown_ca: the server does not trust the client certificate (OpenSSL)"},
		{text: "alert certificate revoked", kind: denied, reason: "TLS alert certificate_revoked: the client certificate is revoked (OpenSSL)"},
		{text: "alert certificate expired", kind: denied, reason: "TLS alert certificate_expired: the client certificate expired (OpenSSL)"},
		// The same received alerts in Java's ("Received fatal alert:
		// bad_certificate", SSLException) and rustls's words ("received
		// fatal alert: CertificateRequired", AlertDescription's Debug form).
		// Set 79.
		{text: "fatal alert: bad_certificate", kind: denied, reason: "TLS alert bad_certificate: the server refused the client certificate (Java)"},
		{text: "fatal alert: badcertificate", kind: denied, reason: "TLS alert bad_certificate: the server refused the client certificate (rustls)"},
		{text: "fatal alert: certificaterequired", kind: denied, reason: "TLS alert certificate_required: the server requires a client certificate (rustls)"},
		{text: "fatal alert: unknown_ca", kind: denied, reason: "TLS alert unknown_ca: the server does not trust the client certificate (Java)"},
		{text: "fatal alert: unknownca", kind: denied, reason: "TLS alert unknown_ca: the server does not trust the client certificate (rustls)"},
		{text: "fatal alert: certificate_unknown", kind: denied, reason: "TLS alert certificate_unknown: the server refused the client certificate (Java)"},
		{text: "fatal alert: certificateunknown", kind: denied, reason: "TLS alert certificate_unknown: the server refused the client certificate (rustls)"},
		{text: "fatal alert: certificate_expired", kind: denied, reason: "TLS alert certificate_expired: the client certificate expired (Java)"},
		{text: "fatal alert: certificateexpired", kind: denied, reason: "TLS alert certificate_expired: the client certificate expired (rustls)"},
		{text: "fatal alert: certificate_revoked", kind: denied, reason: "TLS alert certificate_revoked: the client certificate is revoked (Java)"},
		{text: "fatal alert: certificaterevoked", kind: denied, reason: "TLS alert certificate_revoked: the client certificate is revoked (rustls)"},
		// nginx's error_log words for the same refusals (ngx_http_request.c):
		// the client's certificate, not the server's, is at fault.
		{text: "sent no required ssl certificate", kind: denied, reason: "the server requires a client certificate (nginx)"},
		{text: "client ssl certificate verify error", kind: denied, reason: "the client certificate was refused (nginx)"},
		{text: "re-negotiation handshake failed", kind: denied, reason: "the client certificate was refused (Apache mod_ssl)"},
		{text: "ssl certificate problem", kind: premise, reason: "the server's certificate is not trusted (curl 60: configuration)"},
		// GNU wget's own refusal of the server's certificate, exit 5 (set
		// 1652, live wget 1.21.3): the GnuTLS build's "The certificate of
		// 'x' doesn't have a known issuer", "The certificate signer of 'x'
		// was not a CA", "was signed using an insecure algorithm"; the
		// OpenSSL build's "Unable to locally verify the issuer's authority",
		// "Self-signed certificate encountered", and the hint both print,
		// "To connect to x insecurely, use `--no-check-certificate'". The
		// trust store or the server's chain is configuration: premise, as
		// curl 60. (Its host-name line is certNameWords'.)
		{text: "doesn't have a known issuer", kind: premise, reason: "the server's certificate is not trusted (wget exit 5: configuration)"},
		{text: "the certificate signer of", kind: premise, reason: "the server's certificate chain is not trusted (wget exit 5: configuration)"},
		{text: "was signed using an insecure algorithm", kind: premise, reason: "the server's certificate is not trusted (wget exit 5: configuration)"},
		{text: "unable to locally verify the issuer's authority", kind: premise, reason: "the server's certificate is not trusted (wget exit 5: configuration)"},
		{text: "self-signed certificate encountered", kind: premise, reason: "the server's certificate is self-signed (wget exit 5: configuration)"},
		{text: "insecurely, use `--no-check-certificate'", kind: premise, reason: "the server's certificate is not trusted (wget exit 5: configuration)"},
		// curl 77 (CURLE_SSL_CACERT_BADFILE, set 277): the CA or client
		// certificate file the command names cannot be loaded.
		{text: "error setting certificate verify locations", kind: premise, reason: "the CA file or path the client names cannot be read (curl 77)"},
		{text: "error setting certificate file", kind: premise, reason: "the certificate file the client names cannot be read (curl 77)"},
	}
	// redirectWords: a redirect loop. Go's net/http stops after 10, curl at
	// --max-redirs (CURLE_TOO_MANY_REDIRECTS, 47), requests at 30
	// (TooManyRedirects), Chromium with ERR_TOO_MANY_REDIRECTS, undici
	// with "redirect count exceeded". Not transient: the server answers
	// the same way each time. Not invalid either: the URL is the right
	// one, and the loop is the site's state (a login wall that wants a
	// cookie, an http/https rule against another): premise.
	redirectWords = []pattern{
		{text: "stopped after", kind: premise, reason: "a redirect loop: the site's redirects never end (its state, not the URL)"},
		{text: "too_many_redirects", kind: premise, reason: "a redirect loop (ERR_TOO_MANY_REDIRECTS)"},
		{text: "too many redirects", kind: premise, reason: "a redirect loop"},
		{text: "toomanyredirects", kind: premise, reason: "a redirect loop (requests TooManyRedirects)"},
		{text: "redirects followed", kind: premise, reason: "a redirect loop (curl 47)"},
		{text: "redirect count exceeded", kind: premise, reason: "a redirect loop (undici)"},
		{text: "exceeded 30 redirects", kind: premise, reason: "a redirect loop (requests' TooManyRedirects message at its default max_redirects)"},
		{text: "maximum number of redirects exceeded", kind: premise, reason: "a redirect loop (axios/follow-redirects)"},
		{text: "redirected you too many times", kind: premise, reason: "a redirect loop (Chromium)"},
		{text: "redirect loop", kind: premise, reason: "a redirect loop"},
		{text: "too many follow-up requests", kind: premise, reason: "a redirect loop (OkHttp, past 20 follow-ups)"},
		{text: "redirections exceeded", kind: premise, reason: "a redirect loop (wget)"},
		{text: "internal redirection cycle", kind: premise, reason: "a rewrite loop in the server's configuration (nginx)"},
		// The same loop in more clients' words (set 650): CPython's urllib
		// HTTPRedirectHandler ("The HTTP server returned a redirect error
		// that would lead to an infinite loop", raised as an HTTPError
		// carrying the last 30x status), .NET's WebException/HttpClient,
		// Java's HttpURLConnection ProtocolException, PowerShell's
		// Invoke-WebRequest.
		{text: "redirect error that would lead to an infinite loop", kind: premise, reason: "a redirect loop (CPython urllib HTTPRedirectHandler)"},
		{text: "too many automatic redirections", kind: premise, reason: "a redirect loop (.NET WebException/HttpClient)"},
		{text: "server redirected too many", kind: premise, reason: "a redirect loop (Java HttpURLConnection ProtocolException)"},
		{text: "maximum redirection count has been exceeded", kind: premise, reason: "a redirect loop (PowerShell Invoke-WebRequest)"},
		// A redirect the client refuses to follow: openai-go's origin guard
		// when the server sends the call to another scheme, host or port
		// than the base URL (internal/requestconfig/origin.go), undici's
		// fetch under redirect: 'error' (makeNetworkError). The configured
		// URL is not where the service answers: premise, as a loop (set 176).
		{text: "origin must match the configured base url", kind: premise, reason: "the server redirected the call away from the configured base URL's origin and the client refused to follow (openai-go)"},
		{text: "unexpected redirect", kind: premise, reason: "the server redirected the call and the client's redirect mode refuses to follow (undici fetch)"},
	}
	// loopWords: a loop in the file system, as a redirect loop is one on a
	// site. ELOOP (open(2): "too many symbolic links were encountered in
	// resolving pathname") reads "too many", but no rate is involved: the
	// links point at each other and every retry meets them again; no
	// argument of the call is wrong either, the path names what the plan
	// believed was a file. EMLINK (link(2): the file or directory already
	// has the maximum number of links) is the same kind of fact about the
	// world. Both: premise.
	loopWords = []pattern{
		{text: "too many levels of symbolic links", kind: premise, reason: "ELOOP: the path's symbolic links form a loop (the file system's state)"},
		{text: "too many symbolic links encountered", kind: premise, reason: "ELOOP: the path's symbolic links form a loop (libuv/Node)"},
		{text: "eloop", kind: premise, word: true, reason: "ELOOP: the path's symbolic links form a loop"},
		{text: "filesystem loop detected", kind: premise, reason: "ELOOP: a loop in the file system (Rust io::ErrorKind::FilesystemLoop)"},
		{text: "too many links", kind: premise, reason: "EMLINK: the file has the maximum number of links"},
	}
	// vocabularyWords: the name the call gave is not in the software's own
	// fixed vocabulary: a setting, an option, a flag, a JSON-RPC method, a
	// URL scheme. Unlike a table, a file or a resource, such a name is not
	// the world's to create or drop: the server has the same names on
	// every run, so an unknown one is misspelt or belongs to another
	// version: the call is wrong, invalid (PostgreSQL 42704 "unrecognized
	// configuration parameter", MySQL 1193 "Unknown system variable",
	// Redis's CONFIG SET, Go's flag package, JSON-RPC 2.0's -32601 "Method
	// not found"). So is a statement that names one thing twice.
	vocabularyWords = []pattern{
		{text: "unrecognized configuration parameter", kind: invalid, reason: "an unknown setting name (misspelt or from another version)"},
		{text: "unknown configuration parameter", kind: invalid, reason: "an unknown setting name"},
		// Mosquitto's config parser ("Error: Unknown configuration
		// variable \"x\"." , conf.c; set 1529) and the same words with
		// key or option.
		{text: "unknown configuration variable", kind: invalid, reason: "an unknown setting name in the configuration (Mosquitto)"},
		{text: "unknown configuration key", kind: invalid, reason: "an unknown setting name in the configuration"},
		{text: "unknown configuration option", kind: invalid, reason: "an unknown setting name in the configuration"},
		{text: "unknown system variable", kind: invalid, reason: "an unknown setting name (MySQL 1193)"},
		{text: "unknown variable", kind: invalid, reason: "an unknown setting name"},
		{text: "unknown option", kind: invalid, reason: "an unknown option name"},
		{text: "unrecognized option", kind: invalid, reason: "an unknown option name"},
		// memcached's -o parser for its extended options ("Illegal
		// suboption \"bogus_opt\"", memcached.c; set 1654, live): a
		// misspelt or foreign option name, as "unknown option".
		{text: "illegal suboption", kind: invalid, reason: "an unknown extended option name (memcached -o)"},
		// find's expression names its tests and actions from a fixed list:
		// GNU findutils "find: unknown predicate `-nmae'", BSD and macOS
		// find "find: -nmae: unknown primary or operator" (set 1223): a
		// misspelt or foreign option, as "unknown option".
		{text: "unknown predicate", kind: invalid, reason: "find: an unknown predicate (misspelt or from another find)"},
		// GNU find's parse of its operands: a start path after the
		// expression began, mostly a glob the shell expanded ("find .
		// -name *.go" gives "find: paths must precede expression: `b.go'",
		// then "possible unquoted pattern after predicate `-name'?"): the
		// call's quoting is wrong (set 1322), as an unknown predicate.
		{text: "paths must precede expression", kind: invalid, reason: "find: an operand after the expression (an unquoted glob): quote the pattern"},
		{text: "unknown primary or operator", kind: invalid, reason: "find: an unknown primary (BSD find): misspelt or from another find"},
		{text: "unknown flag", kind: invalid, reason: "an unknown flag"},
		// socat's address types are a fixed list (TCP, TCP-LISTEN, UDP,
		// EXEC, OPENSSL, ...): xioopen.c's "E unknown device/address
		// \"TPC\"" names a misspelt or foreign one (set 1599).
		{text: "unknown device/address", kind: invalid, reason: "socat: an unknown address type (misspelt or from another version): repair the address spec"},
		// boto3's ResourceNotExistsError: the SDK has no resource API for
		// the service ("The 'lambda' resource does not exist. The
		// available resources are: ... Consider using a
		// boto3.client('lambda') instead of a resource"), its own fixed
		// list; the call must use a client (sets 1088 and 1151).
		{text: "the available resources are:", kind: invalid, reason: "a name not in the SDK's own list of resource APIs (boto3 ResourceNotExistsError): use a client"},
		{text: "unknown shorthand flag", kind: invalid, reason: "an unknown flag (pflag shorthand)"},
		{text: "flag provided but not defined", kind: invalid, reason: "an unknown flag (Go flag package)"},
		// A command-line program's own usage hint, which it prints only when
		// it could not make sense of its arguments: GNU coreutils and tar
		// ("Try 'tar --help' or 'tar --usage' for more information."), clap
		// ("For more information, try '--help'."). The invocation is wrong,
		// whatever the first line says (held-out set 1130).
		{text: "--help' for more information", kind: invalid, reason: "the program's usage hint: its arguments were wrong"},
		{text: "--usage' for more information", kind: invalid, reason: "the program's usage hint: its arguments were wrong"},
		// curl 7.x's own form, "curl: try 'curl --help' or 'curl --manual'
		// for more information" (set 1564); a local file curl cannot read
		// (26), which 7.88 follows with the same hint, is read before this
		// table (toolwords.go).
		{text: "--manual' for more information", kind: invalid, reason: "the program's usage hint (curl): its arguments were wrong"},
		{text: "for more information, try '--help'", kind: invalid, reason: "the program's usage hint (clap): its arguments were wrong"},
		// The same hint in other words: Mosquitto's clients ("Use
		// 'mosquitto_pub --help' to see usage.", client_shared.c; set
		// 1529) and kubectl ("See 'kubectl get --help' for usage.").
		{text: "--help' to see usage", kind: invalid, reason: "the program's usage hint (mosquitto clients): its arguments were wrong"},
		{text: "--help' for usage", kind: invalid, reason: "the program's usage hint: its arguments were wrong"},
		// PowerShell's ParameterBindingException: a cmdlet's parameters are
		// its flags, and a name or argument it cannot bind is the call's
		// (NamedParameterNotFound, PositionalParameterNotFound,
		// AmbiguousParameterSet in ParameterBinderStrings; held-out set 763).
		{text: "a parameter cannot be found that matches parameter name", kind: invalid, reason: "an unknown parameter name (PowerShell NamedParameterNotFound)"},
		{text: "a positional parameter cannot be found that accepts argument", kind: invalid, reason: "an argument no parameter takes (PowerShell PositionalParameterNotFound)"},
		{text: "parameter set cannot be resolved using the specified named parameters", kind: invalid, reason: "the parameters given fit no parameter set of the cmdlet (PowerShell AmbiguousParameterSet)"},
		// A command-line program's subcommands are its vocabulary too: a
		// name it does not know is misspelt or from another version, the
		// same on every run (cobra "unknown command %q for %q", the go
		// tool's "go X: unknown command", npm's "Unknown command", git's
		// and docker's "'X' is not a git/docker command"; set 588). A
		// program that is not installed at all ("command not found") is
		// the environment's, and stays with the other rules.
		{text: "unknown command", kind: invalid, reason: "an unknown subcommand or command name (misspelt or from another version)"},
		{text: "unknown subcommand: ", kind: invalid, reason: "an unknown subcommand (svn, svnadmin: \"Unknown subcommand: 'x'\"; set 1651)"},
		{text: "is not a git command", kind: invalid, reason: "an unknown subcommand (git)"},
		{text: "is not a docker command", kind: invalid, reason: "an unknown subcommand (docker)"},
		{text: "unknown setting", kind: invalid, reason: "an unknown setting name"},
		// A strict decoder's refusal of a key its schema lacks, the key
		// quoted: Go encoding/json DisallowUnknownFields `json: unknown
		// field "timeout_ms"`, protojson, Kubernetes strict decoding
		// (`unknown field "timeoutSeconds" in v1.Probe`), serde
		// deny_unknown_fields ("unknown field `timeout`, expected one
		// of ..."), Elasticsearch's ObjectParser ("[query] unknown field
		// [timeout]"). The quoted name is an identifier of the caller's
		// document, not a report, so its words ("timeout", "rate_limit",
		// "unavailable") are not read as a wait (held-out set 1387).
		{text: "unknown field \"", kind: invalid, reason: "a field the decoder's schema does not have (strict decoding): fix the document"},
		{text: "unknown field `", kind: invalid, reason: "a field the decoder's schema does not have (serde deny_unknown_fields): fix the document"},
		{text: "unknown field [", kind: invalid, reason: "a field the parser does not have (Elasticsearch ObjectParser): fix the request"},
		{text: "unknown field '", kind: invalid, reason: "a field the decoder's schema does not have: fix the document"},
		{text: "method not found", kind: invalid, reason: "an unknown method name (JSON-RPC -32601)"},
		{text: "specified more than once", kind: invalid, reason: "the statement names the same thing twice"},
		{text: "specified twice", kind: invalid, reason: "the statement names the same thing twice (MySQL 1110)"},
	}
	// schemaWords: SQL engines that have no SQLSTATE word a schema change
	// the world already made, or an object it does not hold, in their own
	// way: MySQL 1060 "Duplicate column name" is PostgreSQL's 42701
	// (conflict), MySQL 1091 "check that column/key exists" is a missing
	// index (premise).
	schemaWords = []pattern{
		{text: "duplicate column name", kind: conflict, reason: "the column already exists (SQLite, MySQL 1060; PostgreSQL 42701)"},
		{text: "check that column/key exists", kind: premise, reason: "the column or index does not exist (MySQL 1091)"},
	}
	// sandboxWords: a file-system sandbox refused a path outside its root.
	// The path may be spelt right and the file may exist: the agent lacks
	// the authority to reach it (Go's os.Root "path escapes from parent",
	// Python's tarfile extraction filter, Go's archive/zip, Deno's
	// permissions, cap-std).
	sandboxWords = []pattern{
		{text: "escapes from parent", kind: denied, reason: "the path leaves the sandbox's root (os.Root)"},
		{text: "outside the destination", kind: denied, reason: "the path leaves the extraction root (Python tarfile filter)"},
		{text: "insecure file path", kind: denied, reason: "the path leaves the extraction root (archive/zip)"},
		{text: "led outside of the filesystem", kind: denied, reason: "the path leaves the sandbox (cap-std)"},
		// Django's storage refusing a name outside its root
		// (SuspiciousFileOperation: django/utils/_os.py safe_join "The joined
		// path (...) is located outside of the base path component (...)",
		// django/core/files/utils.py "Detected path traversal attempt in
		// '...'"; set 102).
		{text: "outside of the base path", kind: denied, reason: "the path leaves the storage's root (Django safe_join)"},
		{text: "path traversal attempt", kind: denied, reason: "the path leaves the storage's root (Django)"},
		{text: "requires read access to", kind: denied, reason: "the sandbox refuses the path (Deno --allow-read)"},
		{text: "requires write access to", kind: denied, reason: "the sandbox refuses the path (Deno --allow-write)"},
	}
	// lifecycleWords: the caller used a value of its own out of order:
	// started twice, written after its end, used after close. Nothing in
	// the world is other than the plan believed and no wait changes it;
	// the program's call order is wrong: invalid (Go's os/exec and os,
	// database/sql, Python's threading and io, Node's streams and http).
	lifecycleWords = concat([]pattern{
		{text: "can only be started once", kind: invalid, reason: "a thread or process started twice (Python)"},
		// CPython's concurrency runtime refusing the program's own use of
		// its event loop, executor, lock or container (set 1584, captured
		// live with CPython 3.11): run_until_complete or asyncio.run inside
		// a loop that is running (asyncio-runner.html: "cannot be called
		// when another asyncio event loop is running in the same thread"),
		// get_running_loop outside a coroutine, a Future awaited from a
		// loop other than its own, submit after the program's own
		// Executor.shutdown ("after interpreter shutdown" is the process
		// exiting, not read here), a Lock released unheld (threading.html:
		// "When invoked on an unlocked lock, a RuntimeError is raised"), a
		// set, dict or deque changed while the program iterates it, a
		// coroutine called without await, and a spawn start without the
		// __main__ guard (multiprocessing.html "Safe importing of main
		// module"). The same code fails the same way; the script is wrong.
		{text: "event loop is already running", kind: invalid, reason: "asyncio: the event loop was run again from inside itself (await the coroutine instead)"},
		{text: "cannot be called from a running event loop", kind: invalid, reason: "asyncio: asyncio.run or Runner.run called inside a running loop (await the coroutine instead)"},
		{text: "no running event loop", kind: invalid, reason: "asyncio: a loop-only call made outside any coroutine"},
		{text: "attached to a different loop", kind: invalid, reason: "asyncio: a Future awaited from a loop other than the one that made it"},
		{text: "cannot schedule new futures after shutdown", kind: invalid, reason: "concurrent.futures: submit on an Executor the program already shut down"},
		{text: "release unlocked lock", kind: invalid, reason: "threading: a Lock released that was not held"},
		{text: "cannot release un-acquired lock", kind: invalid, reason: "threading: an RLock released by a thread that does not hold it"},
		{text: "changed size during iteration", kind: invalid, reason: "Python: a set or dict changed while the program iterates it"},
		{text: "keys changed during iteration", kind: invalid, reason: "Python: a dict's keys changed while the program iterates it"},
		{text: "mutated during iteration", kind: invalid, reason: "Python: a deque or OrderedDict changed while the program iterates it"},
		{text: "was never awaited", kind: invalid, reason: "asyncio: a coroutine called without await, so the program used a coroutine object"},
		{text: "finished its bootstrapping phase", kind: invalid, reason: "multiprocessing: a process started while the main module was being imported (spawn without the __main__ guard)"},
		// Ruby's thread primitives refusing the program's own use of them
		// (set 1595, captured live with Ruby 3.1.2): Mutex#lock by the
		// thread that holds it ("deadlock; recursive locking", ThreadError),
		// Mutex#unlock of a mutex not locked or locked by another thread
		// (thread_sync.c), Thread.stop in the only thread, a push on a
		// closed Queue (ClosedQueueError "queue closed"), and a runtime's
		// own deadlock detector finding every thread asleep forever (Ruby's
		// fatal "No live threads left. Deadlock?", Go's "all goroutines are
		// asleep - deadlock!"). Nothing else will wake or release them: the
		// same code fails the same way, unlike a database's deadlock
		// between transactions (40P01, MySQL 1213), which stays a wait.
		{text: "deadlock; recursive locking", kind: invalid, reason: "Ruby Mutex#lock: the thread relocked a mutex it already holds (ThreadError)"},
		{text: "attempt to unlock a mutex which is ", kind: invalid, reason: "Ruby Mutex#unlock: a mutex the thread does not hold (ThreadError)"},
		{text: "stopping only thread", kind: invalid, reason: "Ruby Thread.stop in the only thread: nothing could wake it (ThreadError)"},
		{text: "queue closed (closedqueueerror)", kind: invalid, reason: "Ruby Queue#push after the program closed the queue (ClosedQueueError)"},
		{text: "no live threads left. deadlock?", kind: invalid, reason: "Ruby's deadlock detector: every thread sleeps forever on the program's own queue, mutex or join (fatal)"},
		{text: "all goroutines are asleep - deadlock!", kind: invalid, reason: "Go runtime: every goroutine is blocked forever on the program's own channels or locks"},
		// encoding/json's Decoder used out of its streaming order:
		// Decode called where Token left the stream at a key, a colon or a
		// comma rather than at a value (stream.go tokenValueAllowed: "not
		// at beginning of value"), and the decoder's own check that the
		// program's struct tag misuses ",string" ("json: invalid use of
		// ,string struct tag"). The program's code, not its input, is
		// wrong (set 1482, captured live with Go 1.26.8).
		{text: "not at beginning of value", kind: invalid, reason: "encoding/json: Decoder.Decode called mid-object after Token (the program's call order)"},
		{text: "json: invalid use of ,string struct tag", kind: invalid, reason: "encoding/json: the program's struct tag misuses ,string"},
		{text: "write after end", kind: invalid, reason: "a write after the stream ended (Node ERR_STREAM_WRITE_AFTER_END)"},
		{text: "headers after they are sent", kind: invalid, reason: "headers set after the response began (Node ERR_HTTP_HEADERS_SENT)"},
		// A server library refusing the program's own use of its server
		// API: a Server reused after Shutdown (Go ErrServerClosed: "it may
		// not be reused"), a ResponseWriter used out of order (WriteHeader
		// twice, a write after Hijack, a body a 204 or HEAD forbids, more
		// than the declared Content-Length), a route that conflicts with
		// one registered or does not parse (Go's ServeMux panics at Handle,
		// Flask's add_url_rule asserts), a key pair passed the other way
		// round (crypto/tls). The same call fails the same way however
		// networked the words ("closed", "connection", "conflicts"). Set 85.
		{text: "http: server closed", kind: invalid, reason: "net/http ErrServerClosed: Serve on a Server already Shutdown or Closed, which may not be reused"},
		{text: "superfluous response.writeheader call", kind: invalid, reason: "net/http: WriteHeader called twice by the handler"},
		{text: "connection has been hijacked", kind: invalid, reason: "net/http ErrHijacked: the handler used the ResponseWriter after Hijack"},
		{text: "on hijacked connection", kind: invalid, reason: "net/http ErrHijacked: the handler used the ResponseWriter after Hijack"},
		{text: "status code does not allow body", kind: invalid, reason: "net/http ErrBodyNotAllowed: a body where the method or status permits none"},
		{text: "wrote more than the declared content-length", kind: invalid, reason: "net/http ErrContentLength: the handler wrote past its own Content-Length"},
		{text: "handler wrote more than declared content-length", kind: invalid, reason: "net/http (HTTP/2): the handler wrote past its own Content-Length"},
		{text: ") conflicts with pattern", kind: invalid, reason: "net/http ServeMux: two registered patterns conflict (Handle panics)"},
		{text: "http: multiple registrations for", kind: invalid, reason: "net/http ServeMux (before Go 1.22): a pattern registered twice"},
		{text: "bad wildcard segment", kind: invalid, reason: "net/http ServeMux: a malformed pattern"},
		{text: "bad wildcard name", kind: invalid, reason: "net/http ServeMux: a malformed pattern"},
		// The rest of ServeMux's pattern parser (net/http pattern.go
		// parsePattern), panicking at Handle as "parsing \"<pattern>\": at
		// offset N: <words>" (set 1779).
		{text: "wildcard not at end", kind: invalid, reason: "net/http ServeMux: a {name...} or {$} wildcard before the pattern's end"},
		{text: "duplicate wildcard name", kind: invalid, reason: "net/http ServeMux: one wildcard name twice in a pattern"},
		{text: "{$} not at end", kind: invalid, reason: "net/http ServeMux: {$} before the pattern's end"},
		{text: ": empty wildcard", kind: invalid, reason: "net/http ServeMux: a {} wildcard with no name"},
		{text: "host/path missing /", kind: invalid, reason: "net/http ServeMux: a pattern with no path"},
		{text: "host contains '{' (missing initial '/'?)", kind: invalid, reason: "net/http ServeMux: a pattern whose path lacks its leading /"},
		{text: "pattern with unclean path can never match", kind: invalid, reason: "net/http ServeMux: a pattern path with . or .. or //"},
		{text: "overwriting an existing endpoint function", kind: invalid, reason: "Flask add_url_rule: a second view registered for one endpoint"},
		{text: "rather than a key in the pem", kind: invalid, reason: "crypto/tls X509KeyPair: the certificate and key were passed the other way round"},
		{text: "pem inputs may have been switched", kind: invalid, reason: "crypto/tls X509KeyPair: the certificate and key were passed the other way round"},
		// The MCP TypeScript SDK's own lifecycle: Protocol.connect called
		// again before close() ("Already connected to a transport. Call
		// close() before connecting to a new transport, or use a separate
		// Protocol instance per connection."), a transport started twice
		// ("StdioClientTransport already started! If using Client class,
		// note that connect() calls start() automatically.", and the SSE,
		// Streamable HTTP and WebSocket transports alike). The program's
		// call order is wrong; the server is untouched (set 1161).
		{text: "already connected to a transport", kind: invalid, reason: "an MCP TypeScript SDK Client or Server connected again before close(): it serves one transport at a time"},
		{text: "transport already started!", kind: invalid, reason: "an MCP TypeScript SDK transport started twice (connect() calls start() itself)"},
		{text: "operation on closed file", kind: invalid, reason: "I/O on a file the caller closed (Python)"},
		{text: "file already closed", kind: invalid, reason: "I/O on a file the caller closed (os.ErrClosed)"},
		// A database handle that is closed (the handle ruling,
		// docs/taxonomy.md): a *sql.DB or a pgxpool refuses every query
		// once closed, whether the program's shutdown path or the tool's
		// own lifetime closed it, and the tool cannot open it again. The
		// store the step rests on is not open to it (premise; sets 86, 87,
		// 149, 210 and 227 against 28 and 36, the later writers alike;
		// sqlclient.go holds the same handle in other drivers' words).
		{text: "sql: database is closed", kind: premise, reason: "the database handle is closed (*sql.DB): the store the step rests on is not open to this tool; no wait or argument reopens it"},
		// Set 1602: SQLAlchemy's refusals of the program's use of its ORM
		// and expression API, raised before anything reaches the database:
		// DetachedInstanceError "Instance <X> is not bound to a Session;
		// attribute refresh operation cannot proceed" and its lazy-load
		// form (orm/loading.py, orm/strategies.py, sqlalche.me/e/14/bhk3),
		// InvalidRequestError "Instance '<X>' is not persisted", "... is
		// not present in this Session", "Object '<X>' is already attached
		// to session" (orm/session.py), UnmappedClassError and
		// UnmappedInstanceError (orm/exc.py), and ArgumentError "Textual
		// SQL expression ... should be explicitly declared as text(...)"
		// (sql/coercions.py). The same call fails the same way.
		{text: "is not bound to a session", kind: invalid, reason: "SQLAlchemy: an ORM object used outside its Session (DetachedInstanceError): reattach it or load what it needs first"},
		{text: "' is not persisted", kind: invalid, reason: "SQLAlchemy: a Session operation on an object never flushed (InvalidRequestError)"},
		{text: "is not present in this session", kind: invalid, reason: "SQLAlchemy: a Session operation on an object the Session does not hold (InvalidRequestError)"},
		{text: "is already attached to session '", kind: invalid, reason: "SQLAlchemy: an object added to a second Session while another holds it (InvalidRequestError)"},
		{text: "unmappedclasserror", kind: invalid, reason: "SQLAlchemy: a class the ORM does not map used as an entity (UnmappedClassError)"},
		{text: "unmappedinstanceerror", kind: invalid, reason: "SQLAlchemy: an instance of a class the ORM does not map given to a Session (UnmappedInstanceError)"},
		{text: "should be explicitly declared as text(", kind: invalid, reason: "SQLAlchemy: a raw SQL string where an expression is required (ArgumentError): wrap it in text()"},
		{text: "should be explicitly declared with text(", kind: invalid, reason: "SQLAlchemy: a raw SQL string where a column expression is required (ArgumentError): wrap it in text() or column()"},
		{text: "sql: statement is closed", kind: invalid, reason: "a prepared statement used after Close"},
		{text: "sql: connection is already closed", kind: invalid, reason: "a *sql.Conn used after Close (sql.ErrConnDone)"},
		// database/sql's other refusals of the program's own use of its
		// API (sql.go, captured live in set 1415): RawBytes on Row.Scan
		// (its memory is gone by the time Scan returns), Tx.Stmt given a
		// statement prepared on another *sql.DB, a TxOptions isolation
		// level or named arguments the driver cannot take, Register with a
		// nil driver. Nothing reached the database and the same call fails
		// the same way: repair the call (invalid).
		{text: "sql: rawbytes isn't allowed on row.scan", kind: invalid, reason: "database/sql: Row.Scan cannot fill sql.RawBytes (scan into []byte, or use Rows)"},
		{text: "statement from different database used", kind: invalid, reason: "database/sql Tx.Stmt: the statement was prepared on another *sql.DB"},
		{text: "sql: driver does not support non-default isolation level", kind: invalid, reason: "database/sql: the TxOptions ask for an isolation level this driver cannot set"},
		{text: "sql: driver does not support the use of named parameters", kind: invalid, reason: "database/sql: sql.Named arguments passed to a driver that takes only positional ones"},
		{text: "sql: register driver is nil", kind: invalid, reason: "database/sql Register given a nil driver"},
		// database/sql's driver.ResultNoRows (driver/driver.go), the Result
		// a driver returns for DDL: "no LastInsertId available after DDL
		// statement" and "no RowsAffected available after DDL statement".
		// The statement ran; the program asked its Result for a row id or a
		// count that DDL never has. A wrong call, not an empty result (set
		// 1480): the generic "no rows" stays ambiguous for a query.
		{text: "available after ddl statement", kind: invalid, reason: "database/sql driver.ResultNoRows: a DDL statement has no LastInsertId or RowsAffected; do not ask its Result for them"},
		// A process-wide registry refusing a name it already holds for the
		// same kind of thing (set 1415, captured live): database/sql's
		// Register panics "sql: Register called twice for driver pgx" when
		// a driver's own init registered it already; client_golang's
		// AlreadyRegisteredError ("duplicate metrics collector
		// registration attempted", which carries the collector already
		// there for the caller to use); expvar's Publish "Reuse of
		// exported var name"; net/rpc's "rpc: service already defined".
		// What the step was to register is there under that name: carry
		// it forward (conflict). Two different handlers claiming one route
		// (ServeMux "multiple registrations for", set 85) stay invalid.
		// client_golang's own refusals of the program's pushes and
		// registry (set 1530, captured live over Pushgateway 1.5.1): push
		// checks the gathered metrics before sending ("pushed metric X
		// (...) already contains a job label", "... already contains
		// grouping label instance": the grouping key owns those labels),
		// New with an empty job ("job name is empty"), Grouping with a bad
		// name ("grouping label has invalid name: X"); Gather refuses the
		// program's collectors yielding one series twice ("collected
		// metric ... was collected before with the same name and label
		// values"), mixing label names in one family ("has label
		// dimensions inconsistent with previously collected metrics in the
		// same metric family") or one label twice ("has two or more labels
		// with the same name"). The metrics are the program's own; nothing
		// was sent: repair the call (invalid). "already contains" here is
		// the caller's payload, not the world's state.
		{text: ") already contains a job label", kind: invalid, reason: "client_golang push: a pushed metric carries a job label, which the grouping key owns: drop it"},
		{text: ") already contains grouping label ", kind: invalid, reason: "client_golang push: a pushed metric carries a label its grouping key sets: drop one"},
		{text: "grouping label has invalid name: ", kind: invalid, reason: "client_golang push: a grouping label name that is not a valid label name"},
		{text: "was collected before with the same name and label values", kind: invalid, reason: "client_golang Gather: the program's collectors yield one series twice (a collector added or registered twice, or two with one name)"},
		{text: "has label dimensions inconsistent with previously collected metrics in the same metric family", kind: invalid, reason: "client_golang Gather: one metric family collected with different label names"},
		{text: "has two or more labels with the same name", kind: invalid, reason: "client_golang Gather: a metric carries one label name twice"},
		{text: "register called twice for driver", kind: conflict, reason: "database/sql: a driver is already registered under that name (the driver package's init registers it): use it"},
		{text: "duplicate metrics collector registration attempted", kind: conflict, reason: "Prometheus AlreadyRegisteredError: the collector is already registered; use the existing one"},
		{text: "reuse of exported var name", kind: conflict, reason: "expvar Publish: a variable is already published under that name"},
		{text: "rpc: service already defined", kind: conflict, reason: "net/rpc Register: a service is already registered under that name"},
		// A transaction that has ended (sql.ErrTxDone, pgx.ErrTxClosed) is
		// not only the caller's doing: a failed statement, a server that
		// cut the session, an idle timeout or a trigger's rollback end it
		// too, and the handle then refuses every statement. The step's
		// belief that its transaction is open is false: begin again from
		// its start (premise, the transaction ruling, docs/taxonomy.md;
		// sets 86, 87, 93, 143, 183, 210 against 28, 48, 71). A handle the
		// caller closed (the DB, a Conn, a file) stays the caller's order.
		{text: "already been committed or rolled back", kind: premise, reason: "the transaction has already ended (sql.ErrTxDone): begin a new one and repeat the step from its start"},
		{text: "tx is closed", kind: premise, reason: "the pgx transaction has already ended (pgx.ErrTxClosed): begin a new one and repeat the step from its start"},
		// The embedded key-value stores' words for the same (set 1533,
		// captured live): bbolt's and buntdb's ErrTxClosed "tx closed",
		// Badger's ErrDiscardedTxn "This transaction has been discarded.
		// Create a new one", goleveldb's "leveldb: transaction already
		// closed".
		{text: "tx closed", kind: premise, word: true, reason: "the embedded store's transaction has already ended (bbolt/buntdb ErrTxClosed): begin a new one and repeat the step from its start"},
		{text: "this transaction has been discarded", kind: premise, reason: "the Badger transaction was discarded (ErrDiscardedTxn): begin a new one and repeat the step from its start"},
		{text: "leveldb: transaction already closed", kind: premise, reason: "the goleveldb transaction has already ended: begin a new one and repeat the step from its start"},
		// Set 1602: asyncpg's Pool once closed or closing (pool.py
		// InterfaceError "pool is closed", "pool is closing"), as pgxpool's.
		{text: "pool is closed", kind: premise, word: true, reason: "the connection pool is closed (asyncpg InterfaceError): the store the step rests on is not open to this tool, as a closed database handle"},
		{text: "pool is closing", kind: premise, word: true, reason: "the connection pool is being closed (asyncpg InterfaceError): it refuses new work for good, as a closed database handle"},
		{text: "closed pool", kind: premise, reason: "the pgxpool is closed: the store the step rests on is not open to this tool; no wait or argument reopens it"},
		// A store's client that is closed reads as a closed database
		// handle (the handle ruling; set 138 against set 41's neighbour
		// tests): the tool cannot reopen it. Another client the program
		// closed, then called on, is the program's order (set 41). The
		// MCP SDKs' own texts follow a server that exited as well, and
		// read transient by the session ruling (toolquotes.go
		// closedSession).
		{text: "redis: client is closed", kind: premise, reason: "the go-redis client is closed (pool.ErrClosed): the store the step rests on is not open to this tool, as a closed database handle"},
		{text: "the client is closed", kind: premise, reason: "the node-redis client is closed (ClientClosedError): the store the step rests on is not open to this tool, as a closed database handle"},
		// An embedded key-value store's own handle sentinels (set 1533,
		// captured live: bbolt v1.5.0, Badger v4.9.6, Pebble v1.1.5,
		// goleveldb v1.0.0). A *DB that is closed refuses every read and
		// write, as a closed *sql.DB (the handle ruling): bbolt's
		// ErrDatabaseNotOpen "database not open", Badger's ErrDBClosed "DB
		// Closed", only where the text ends there or a mark follows, so
		// "db closed by peer" keeps its reading), goleveldb's and Pebble's
		// ErrClosed ("leveldb: closed", "pebble: closed"). A *DB opened read-only refuses every write the
		// same way, a mode of the open store and no permission the caller
		// lacks: bbolt's ErrDatabaseReadOnly "database is in read-only
		// mode", Pebble's ErrReadOnly "pebble: read-only", goleveldb's
		// ErrReadOnly "leveldb: read-only mode"; reopen it read-write
		// (premise, as SQLite's read-only database).
		{text: "database not open", kind: premise, word: true, reason: "the embedded store's handle is closed (bbolt ErrDatabaseNotOpen): reopen it before later steps, as a closed database handle"},
		{text: "db closed", kind: premise, word: true, unless: " ", reason: "the embedded store's handle is closed (Badger ErrDBClosed): reopen it before later steps, as a closed database handle"},
		{text: "leveldb: closed", kind: premise, word: true, reason: "the goleveldb handle is closed (ErrClosed): reopen it before later steps, as a closed database handle"},
		{text: "pebble: closed", kind: premise, word: true, reason: "the Pebble handle is closed (ErrClosed): reopen it before later steps, as a closed database handle"},
		{text: "database is in read-only mode", kind: premise, reason: "the store was opened read-only (bbolt ErrDatabaseReadOnly): a mode of the open store, not a permission; reopen it read-write"},
		{text: "pebble: read-only", kind: premise, word: true, reason: "the Pebble store was opened read-only (ErrReadOnly): reopen it read-write"},
		{text: "leveldb: read-only mode", kind: premise, reason: "the goleveldb store was opened read-only (ErrReadOnly): reopen it read-write"},
		// An OpenTelemetry exporter or reader used after Shutdown reads the
		// same way (set 1509, opentelemetry-go v1.47.0 captured live):
		// Shutdown is final, every later Export or Collect fails alike, and
		// the tool cannot restart it; the telemetry pipeline the step rests
		// on must be built anew. otlptracegrpc's "the client is shutdown",
		// otlpmetrichttp/grpc's "HTTP/gRPC exporter is shutdown",
		// sdk/metric's ErrExporterShutdown and ErrReaderShutdown. A server
		// that is shutting down stays a wait; a gRPC channel the program
		// closed stays invalid (below).
		{text: "the client is shutdown", kind: premise, reason: "the OpenTelemetry OTLP gRPC exporter's client is shut down: every later export fails; build a new exporter"},
		{text: "exporter is shutdown", kind: premise, reason: "the OpenTelemetry exporter is shut down (Shutdown is final): every later export fails; build a new exporter"},
		// An error reporter's notifier after Close refuses every later
		// notice the same way (set 1716): Airbrake gobrake's errClosed
		// "gobrake: notifier is closed" (notifier.go); its "queue is full
		// (error is dropped)" stays a wait.
		{text: "gobrake: notifier is closed", kind: premise, reason: "the Airbrake notifier is closed (gobrake errClosed): every later notice fails; build a new notifier"},
		{text: "reader is shutdown", kind: premise, reason: "the OpenTelemetry metric reader is shut down (sdk/metric ErrReaderShutdown): every later Collect fails; build a new reader"},
		{text: "the client has been closed", kind: invalid, reason: "an httpx client used after close"},
		// A response body is read once (Fetch standard: "body used"):
		// undici, node-fetch and Chromium word a second read so.
		{text: "body has already been read", kind: invalid, reason: "a response body read twice (undici)"},
		{text: "body is unusable", kind: invalid, reason: "a response body read twice (undici)"},
		{text: "body stream already read", kind: invalid, reason: "a response body read twice (Chromium)"},
		{text: "body used already", kind: invalid, reason: "a response body read twice (node-fetch)"},
		{text: "disturbed or locked", kind: invalid, reason: "a response body read twice or while locked (undici)"},
		// A response body read after the program closed it: Go's net/http
		// (errReadOnClosedResBody, ErrBodyReadAfterClose) and x/net/http2
		// (errClosedResponseBody), Python httpx (ResponseClosed,
		// StreamConsumed) and requests, .NET's disposed content. The
		// connection did not drop; the program's call order is wrong.
		{text: "read on closed response body", kind: invalid, reason: "a response body read after the program closed it (Go net/http)"},
		{text: "invalid read on closed body", kind: invalid, reason: "a body read after the program closed it (Go net/http ErrBodyReadAfterClose)"},
		{text: "http2: response body closed", kind: invalid, reason: "a response body read after the program closed it (Go x/net/http2)"},
		{text: "attempted to read or stream", kind: invalid, reason: "a response body read after it was closed or consumed (Python httpx)"},
		{text: "response was already consumed", kind: invalid, reason: "a response body read twice (Python requests)"},
		{text: "cannot access a disposed object", kind: invalid, reason: "an object used after the program disposed of it (.NET ObjectDisposedException)"},
	}, grpcChannelWords)
	// grpcChannelWords: a gRPC channel the program closed, then called on
	// (grpc.go closedChannel reads only these under CANCELLED and
	// UNAVAILABLE; they close lifecycleWords for every other reader): a
	// closed channel never reopens.
	grpcChannelWords = []pattern{
		{text: "the client connection is closing", kind: invalid, reason: "a call on a grpc-go ClientConn the program closed (ErrClientConnClosing)"},
		{text: "channel shutdown invoked", kind: invalid, word: true, reason: "a call on a grpc-java channel the program shut down"},
		{text: "channel shutdownnow invoked", kind: invalid, word: true, reason: "a call on a grpc-java channel the program shut down"},
		{text: "channel has been shut down", kind: invalid, word: true, reason: "a call on a grpc-js channel the program closed"},
		{text: "rpc on closed channel", kind: invalid, reason: "a call on a grpc-python channel the program closed"},
	}

	// tlsVersionWords: the two sides share no TLS version or cipher suite.
	// "Unsupported" reads as a wrong argument, but the call has no say:
	// one side's configuration must change (MinVersion, a cipher list),
	// and every retry meets the same offer: premise, as Go's "server
	// selected unsupported protocol version".
	tlsVersionWords = []pattern{
		{text: "offered only unsupported versions", kind: premise, reason: "TLS: no version both sides accept (Go crypto/tls server)"},
		{text: "no cipher suite supported by both", kind: premise, reason: "TLS: no cipher suite both sides accept (Go crypto/tls)"},
		{text: "no shared cipher", kind: premise, reason: "TLS: no cipher suite both sides accept (OpenSSL)"},
		{text: "alert protocol version", kind: premise, reason: "TLS alert protocol_version: no version both sides accept (OpenSSL)"},
		{text: "unsupported_protocol", kind: premise, reason: "TLS: no version both sides accept (OpenSSL, Python ssl, Node)"},
		{text: ":unsupported protocol", kind: premise, reason: "TLS: no version both sides accept (OpenSSL's reason string)"},
		// RFC 6066 unrecognized_name: the server has no certificate or
		// site for the name the client sent (SNI): its configuration.
		{text: "tlsv1 unrecognized name", kind: premise, reason: "TLS alert unrecognized_name: the server serves no site by that name (configuration; OpenSSL)"},
		{text: "tlsv1_unrecognized_name", kind: premise, reason: "TLS alert unrecognized_name: the server serves no site by that name (configuration; OpenSSL)"},
		{text: "no appropriate protocol", kind: premise, reason: "TLS: no version both sides accept (Java)"},
		// MCP's initialize handshake: the client does not know the version
		// the server answered with (lifecycle "Version Negotiation": it
		// SHOULD disconnect): the pair shares no version, as -32022 (set
		// 77). TypeScript and Kotlin SDKs "Server's protocol version is
		// not supported: X"; Python, Java and C++ SDKs "Unsupported
		// protocol version from the server: X"; the go-sdk's
		// unsupportedProtocolVersionError `unsupported protocol version:
		// "X"` (mcp/client.go Connect).
		{text: "server's protocol version is not supported", kind: premise, reason: "mcp: the client does not speak the protocol version the server chose (the pair shares no version)"},
		{text: "unsupported protocol version from the server", kind: premise, reason: "mcp: the client does not speak the protocol version the server chose (the pair shares no version)"},
		{text: `unsupported protocol version: "`, kind: premise, reason: "mcp: the client does not speak the protocol version the server chose (the pair shares no version)"},
		// The same outcome on the stateless core's discovery path: mark3labs/
		// mcp-go v1.6 asks server/discover first and, when the server lists
		// only revisions it has no modern support for, stops with "server/
		// discover result lists no modern version this client supports: [...]"
		// (client/protocol.go negotiateModern; set 1501, live against a
		// go-sdk v1.8 server). A fact about the pair; pinning a legacy
		// revision or another server is a replan.
		{text: "no modern version this client supports", kind: premise, reason: "mcp: the server lists no protocol revision this client supports (server/discover): the pair shares no version"},
		{text: "no version this client supports", kind: premise, reason: "mcp: the server lists no protocol revision this client supports: the pair shares no version"},
		// ALPN: no application protocol both sides speak (Go's server
		// "client requested unsupported application protocols", RFC 7301
		// alert no_application_protocol).
		// A Go TLS side with no certificate, or a server that picks a
		// suite the client never offered: a broken configuration.
		{text: "no certificates configured", kind: premise, reason: "TLS: the server has no certificate configured (Go crypto/tls)"},
		{text: "unconfigured cipher suite", kind: premise, reason: "TLS: the server chose a suite the client did not offer (Go crypto/tls)"},
		{text: "unsupported application protocol", kind: premise, reason: "TLS ALPN: no application protocol both sides speak"},
		{text: "no application protocol", kind: premise, reason: "TLS ALPN: no application protocol both sides speak"},
		// The client's mirror: the server (or a TLS proxy) selected no
		// protocol, or not h2 (grpc-go 1.67 "missing selected ALPN
		// property", grpc-java "Failed ALPN negotiation", x/net/http2
		// "unexpected ALPN protocol \"\"; want \"h2\"").
		{text: "missing selected alpn", kind: premise, reason: "TLS ALPN: the server negotiated no application protocol (grpc-go)"},
		{text: "failed alpn negotiation", kind: premise, reason: "TLS ALPN: no application protocol both sides speak (grpc-java)"},
		{text: "unexpected alpn protocol", kind: premise, reason: "TLS ALPN: the server negotiated another protocol than h2 (x/net/http2)"},
		// OpenSSL's wording of a received alert ("sslv3 alert handshake
		// failure"), as crypto/tls's "remote error: tls: handshake
		// failure": the peer's configuration refused the handshake.
		{text: "alert handshake failure", kind: premise, reason: "TLS alert handshake_failure from the peer (configuration; OpenSSL)"},
		// OpenSSL's, Java's and rustls's wording of the other fatal alerts
		// a peer sends in the handshake, internal_error, decode_error,
		// illegal_parameter, insufficient_security and
		// inappropriate_fallback (RFC 8446 6.2): the mirror of crypto/tls's
		// "remote error: tls: <alert>" (goerr.go, premise). The peer's
		// configuration refused this handshake, and Caddy sends
		// internal_error for a server name it holds no certificate for
		// (set 1596, captured live with curl "tlsv1 alert internal
		// error"); "internal error" there is not a passing server fault.
		// OpenSSL's own "SSL routines::internal error", with no alert, keeps
		// the generic reading.
		{text: "alert internal error", kind: premise, reason: "TLS alert internal_error from the peer: its configuration refused the handshake (OpenSSL)"},
		{text: "alert decode error", kind: premise, reason: "TLS alert decode_error from the peer (configuration; OpenSSL)"},
		{text: "alert illegal parameter", kind: premise, reason: "TLS alert illegal_parameter from the peer (configuration; OpenSSL)"},
		{text: "alert insufficient security", kind: premise, reason: "TLS alert insufficient_security: the peer wants stronger parameters (configuration; OpenSSL)"},
		{text: "alert inappropriate fallback", kind: premise, reason: "TLS alert inappropriate_fallback from the peer (configuration; OpenSSL)"},
		{text: "fatal alert: internal_error", kind: premise, reason: "TLS alert internal_error from the peer (configuration; Java)"},
		{text: "fatal alert: internalerror", kind: premise, reason: "TLS alert internal_error from the peer (configuration; rustls)"},
		{text: "fatal alert: decode_error", kind: premise, reason: "TLS alert decode_error from the peer (configuration; Java)"},
		{text: "fatal alert: illegal_parameter", kind: premise, reason: "TLS alert illegal_parameter from the peer (configuration; Java)"},
		{text: "fatal alert: insufficient_security", kind: premise, reason: "TLS alert insufficient_security from the peer (configuration; Java)"},
		// Java's and rustls's words for the same received alerts (set 79).
		{text: "fatal alert: handshake_failure", kind: premise, reason: "TLS alert handshake_failure from the peer (configuration; Java)"},
		{text: "fatal alert: handshakefailure", kind: premise, reason: "TLS alert handshake_failure from the peer (configuration; rustls)"},
		{text: "fatal alert: protocol_version", kind: premise, reason: "TLS alert protocol_version: no version both sides accept (Java)"},
		{text: "fatal alert: protocolversion", kind: premise, reason: "TLS alert protocol_version: no version both sides accept (rustls)"},
	}
	// schemeWords: TLS spoken to a plain-HTTP port, or plain HTTP to a TLS
	// port. The bytes that come back are not what the scheme promised,
	// and the same URL meets them every time: the URL's scheme or port is
	// wrong, invalid (OpenSSL's ssl3_get_record "wrong version number",
	// as Node, curl and Python report it; nginx's 497; Java's "plaintext
	// connection?"; Go's "server gave HTTP response to HTTPS client").
	schemeWords = []pattern{
		{text: "wrong version number", kind: invalid, reason: "TLS to a plain-HTTP port: fix the URL's scheme (OpenSSL)"},
		{text: "wrong_version_number", kind: invalid, reason: "TLS to a plain-HTTP port: fix the URL's scheme (OpenSSL)"},
		{text: "plain http request to https port", kind: invalid, reason: "plain HTTP to a TLS port: fix the URL's scheme (nginx 497)"},
		{text: "plain http request was sent to https port", kind: invalid, reason: "plain HTTP to a TLS port: fix the URL's scheme (nginx 400)"},
		{text: "http request to an https server", kind: invalid, reason: "plain HTTP to a TLS port: fix the URL's scheme (Go net/http)"},
		{text: "speaking plain http to an ssl-enabled server port", kind: invalid, reason: "plain HTTP to a TLS port: fix the URL's scheme (Apache mod_ssl)"},
		{text: "plaintext connection?", kind: invalid, reason: "TLS to a plain-text port: fix the URL's scheme (Java)"},
		// A URL whose scheme the client does not speak at all, or with no
		// scheme (a bare "127.0.0.1:8080/x"), refused before any byte is
		// sent (set 650): CPython's urllib ("<urlopen error unknown url
		// type: 127.0.0.1>", URLError from OpenerDirector.open, and the
		// ValueError of Request for no scheme), as Go's "unsupported
		// protocol scheme" reads (goerr.go). The URL must change: invalid.
		// paho.mqtt.golang's "network Error : unknown protocol" for a broker
		// URL whose scheme it does not speak (netconn.go openConnection:
		// tcp, ssl, ws, wss, mqtt, mqtts, unix), and OpenSSL's
		// SSL_R_UNKNOWN_PROTOCOL ("SSL routines:SSL23_GET_SERVER_HELLO:
		// unknown protocol"), TLS to a port that does not speak it, as
		// "wrong version number" (set 1529).
		{text: "network error : unknown protocol", kind: invalid, reason: "a broker URL whose scheme the MQTT client does not speak (paho.mqtt.golang): fix the URL"},
		{text: ":unknown protocol", kind: invalid, reason: "TLS to a port that does not speak it (OpenSSL unknown protocol): fix the URL's scheme or port"},
		{text: "unknown url type", kind: invalid, reason: "a URL whose scheme the client does not speak, or none: fix the URL (CPython urllib)"},
		// A build tool that refuses a plain-HTTP repository by design:
		// Maven 3.8.1's maven-default-http-blocker mirror ("Blocked mirror
		// for repositories: [x (http://...)]") and Gradle 7's "Using
		// insecure protocols with repositories, without explicit opt-in,
		// is unsupported." The same URL is refused every time and nothing
		// is down: the repository URL must become https (held-out set 1224).
		{text: "blocked mirror for repositories", kind: invalid, reason: "Maven blocks a plain-HTTP repository (maven-default-http-blocker): use an https URL"},
		{text: "using insecure protocols with repositories", kind: invalid, reason: "Gradle refuses a plain-HTTP repository: use an https URL"},
	}
	// fetchRefusalWords: the Fetch standard refuses some requests before
	// any byte is sent: a scheme fetch does not speak, a port on its
	// block list, credentials inside the URL. The network never saw the
	// call; the URL must change: invalid (undici, Chromium, Firefox).
	fetchRefusalWords = []pattern{
		{text: "unknown scheme", kind: invalid, reason: "a URL scheme fetch does not speak (Fetch standard: scheme fetch)"},
		{text: "bad port", kind: invalid, reason: "a port on fetch's block list (Fetch standard: port blocking)"},
		{text: "err_unsafe_port", kind: invalid, reason: "a port on fetch's block list (Chromium)"},
		{text: "port_access_not_allowed", kind: invalid, reason: "a port on fetch's block list (Firefox)"},
		{text: "url that includes credentials", kind: invalid, reason: "credentials inside the URL: send them in a header (Fetch standard: Request constructor)"},
	}
	// authLogWords: a server's auth module logs that the request carried
	// no credentials, or the wrong kind: the caller lacks what it must
	// present, denied (nginx auth_basic, Apache mod_auth_basic, Envoy's
	// jwt_authn).
	authLogWords = []pattern{
		{text: "wrong authentication scheme", kind: denied, reason: "the credentials are of the wrong scheme (Apache AH01614)"},
		{text: "authentication failure for", kind: denied, reason: "the credentials were refused (Apache AH01617)"},
		{text: "jwt is missing", kind: denied, reason: "no token was sent (Envoy jwt_authn)"},
	}
	// pathFormWords: a path in a form the host does not read (a Windows
	// drive path on a POSIX host, a relative path where an absolute one
	// is required). The MCP filesystem server words the first "Access
	// denied - Windows-style path received on a POSIX host": the refusal
	// word is not the cause; the same file under its host's form is
	// allowed: invalid, ahead of deniedWords.
	pathFormWords = []pattern{
		{text: "windows-style path", kind: invalid, reason: "a Windows path on a POSIX host: give the host's form of the path"},
		{text: "windows path on a posix", kind: invalid, reason: "a Windows path on a POSIX host: give the host's form of the path"},
		{text: "path must be absolute", kind: invalid, reason: "a relative path where an absolute one is required"},
		{text: "must be an absolute path", kind: invalid, reason: "a relative path where an absolute one is required"},
		{text: "is not an absolute path", kind: invalid, reason: "a relative path where an absolute one is required"},
		{text: "relative paths are not allowed", kind: invalid, reason: "a relative path where an absolute one is required"},
		{text: "relative paths are not supported", kind: invalid, reason: "a relative path where an absolute one is required"},
		// A NUL byte in a path, refused by every runtime (set 41;
		// toolquotes.go nulInPath reads the byte itself).
		{text: "embedded null byte", kind: invalid, reason: "a path with a NUL byte (Python)"},
		{text: "without null bytes", kind: invalid, reason: "a path with a NUL byte (Node ERR_INVALID_ARG_VALUE)"},
		{text: "nul character not allowed", kind: invalid, reason: "a path with a NUL byte (java.nio.file)"},
		{text: "unexpected nul byte", kind: invalid, reason: "a path with a NUL byte (Rust std)"},
	}
	// capabilityWords: an MCP server needs a capability the client never
	// declared (clientLacks, mcp.go); a person declined a request put to
	// them (elicitation, a confirmation): the caller lacks the consent,
	// denied, as "user rejected".
	capabilityWords = concat([]pattern{
		{text: "client does not support", kind: premise, reason: "the client never declared the capability this call needs (MCP, as -32021)"},
		{text: "not supported by client", kind: premise, reason: "the client never declared the capability this call needs (MCP, as -32021)"},
		{text: "not supported by the client", kind: premise, reason: "the client never declared the capability this call needs (MCP, as -32021)"},
		// An SDK's words for a client with no handler for the server's own
		// request (mcp-go "no sampling handler available", as a tool hands
		// it back in its result text; sets 932 and 1410) are appended below
		// from mcp.go's askHandlerPhrases: the same missing capability,
		// read without a code too.
		// A server that lets no client end its MCP session (HTTP DELETE
		// answered 405; mcpsession.go sessionEndRefused, set 1392).
		// A client that declares roots but exposes none (server-everything's
		// get-roots-list: "The client supports roots but no roots are
		// currently configured."; set 1488): a step that needs a root rests
		// on a false belief until the host configures one, premise.
		{text: "no roots configured", kind: premise, reason: noRootsReason},
		{text: "no roots are configured", kind: premise, reason: noRootsReason},
		{text: "no roots are currently configured", kind: premise, reason: noRootsReason},
		{text: "no roots provided", kind: premise, reason: noRootsReason},
		{text: "no roots were provided", kind: premise, reason: noRootsReason},
		{text: "no roots available", kind: premise, reason: noRootsReason},
		{text: "no roots are available", kind: premise, reason: noRootsReason},
		{text: "session termination not supported", kind: premise, reason: sessionEndRefusedReason},
		{text: "session termination not allowed", kind: premise, reason: sessionEndRefusedReason},
		{text: "session termination is not supported", kind: premise, reason: sessionEndRefusedReason},
		{text: "session termination is not allowed", kind: premise, reason: sessionEndRefusedReason},
		// The same fact about the session rather than the client: a
		// server-to-client request (sampling, elicitation, roots) that the
		// session cannot carry, on a stateless transport or on a protocol
		// version that replaced such requests with multi round-trip results
		// (SEP-2322, SEP-2575). No argument or wait changes it (set 286):
		// go-sdk server.go "... cannot be sent while serving a request on
		// protocol version ..." and streamable.go "stateless servers cannot
		// make requests", the C# SDK's "Server to client requests are not
		// supported in stateless mode.", the Ruby SDK's "Server-initiated
		// requests are not available in the modern lifecycle" (appended
		// below from mcp.go's sessionAskPhrases, which its -32601 reads too).
		{text: "user has rejected", kind: denied, reason: "the person declined the request"},
		{text: "user declined", kind: denied, reason: "the person declined the request"},
		// The same refusal in the verb "denied", the person first: the
		// Claude Agent SDK's can_use_tool answer PermissionResultDeny("User
		// denied permission") (examples/tool_permission_callback.py),
		// EIP-1193 4001 as MetaMask words it ("MetaMask Tx Signature: User
		// denied transaction signature.", "User denied account
		// authorization"), a browser's "User denied Geolocation" (set 1808).
		// A whole word only: "superuser denied" is no person's answer.
		{text: "user denied", kind: denied, word: true, reason: "the person denied the request put to them"},
		// A computer-use safety check that needs a person's acknowledgement
		// and did not get it: the OpenAI Agents SDK's UserError "Computer
		// tool safety check was not acknowledged" (run_internal/
		// tool_execution.py, its Go, Swift and Rust ports; the Rust port
		// raises it as PermissionDenied), computer-use loops' "Safety checks
		// were not acknowledged." (platform.openai.com computer-use guide:
		// pending_safety_checks need a person's acknowledgement). The agent
		// cannot give that consent itself: hand back (set 1808).
		{text: "safety check was not acknowledged", kind: denied, reason: "a computer-use safety check needs a person's acknowledgement, which was not given"},
		{text: "safety checks were not acknowledged", kind: denied, reason: "a computer-use safety check needs a person's acknowledgement, which was not given"},
		{text: "safety check not acknowledged", kind: denied, reason: "a computer-use safety check needs a person's acknowledgement, which was not given"},
		{text: "safety checks not acknowledged", kind: denied, reason: "a computer-use safety check needs a person's acknowledgement, which was not given"},
		// The passive of the same refusal, the thing refused first: Codex
		// CLI's "exec command rejected by user" / "patch rejected by user"
		// (codex-rs normalises a human's denial to these), EIP-1193's 4001
		// "The request was rejected by the user", a go-sdk client's
		// sampling handler error "sampling declined by user" (set 113).
		{text: "rejected by user", kind: denied, reason: "the person declined the request"},
		{text: "rejected by the user", kind: denied, reason: "the person declined the request"},
		{text: "declined by user", kind: denied, reason: "the person declined the request"},
		{text: "declined by the user", kind: denied, reason: "the person declined the request"},
		// The same refusal in the other verb: a client's sampling or
		// elicitation handler that throws "sampling refused by user" (the
		// TypeScript SDK passes it on as -32603, which server-everything's
		// trigger-sampling-request returns as its isError text, set 1488).
		{text: "refused by user", kind: denied, reason: "the person declined the request"},
		{text: "refused by the user", kind: denied, reason: "the person declined the request"},
		// The person dismissed the request without an answer (MCP
		// elicitation action "cancel": "User dismissed without making an
		// explicit choice"; server-everything "User cancelled the
		// elicitation dialog"), or closed the prompt (Inquirer.js
		// ExitPromptError "User force closed the prompt with SIGINT"), or
		// refused the tool use (Claude Code): hand back as a decline, never
		// ask again in a loop (set 54).
		{text: "cancelled the elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "canceled the elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "elicitation was cancelled", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "elicitation was canceled", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "user dismissed", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		// A tool that relays the elicitation's own action after the word
		// "elicitation": a go-sdk handler's fmt.Errorf("elicitation %s:
		// ...", res.Action) reads "elicitation decline: user did not
		// confirm ..." (set 1772), "elicitation declined", "elicitation
		// action decline"; the person said no (MCP client/elicitation
		// response actions), as "User declined".
		{text: "elicitation decline", kind: denied, reason: "the person declined the elicitation put to them (MCP elicitation action decline)"},
		{text: "elicitation action decline", kind: denied, reason: "the person declined the elicitation put to them (MCP elicitation action decline)"},
		{text: "elicitation was declined", kind: denied, reason: "the person declined the elicitation put to them (MCP elicitation action decline)"},
		{text: "declined the elicitation", kind: denied, reason: "the person declined the elicitation put to them (MCP elicitation action decline)"},
		// The same dismissal of a request in another mode or named by what
		// it asked for: server-everything's URL mode "User cancelled the URL
		// elicitation (Elicitation ID: ...)", a sign-in or consent flow the
		// person closed (GoogleSignIn "The user canceled the sign-in flow.",
		// MSAL.js user_cancelled "User cancelled the flow.", MSAL.NET
		// authentication_canceled "User canceled authentication."): the
		// person is the one who said no, so hand back (set 69).
		{text: "cancelled the url elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP URL elicitation cancel)"},
		{text: "canceled the url elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP URL elicitation cancel)"},
		{text: "cancelled the form elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "canceled the form elicitation", kind: denied, reason: "the person dismissed the request put to them (MCP elicitation cancel)"},
		{text: "user canceled the sign-in", kind: denied, reason: "the person closed the sign-in put to them"},
		{text: "user cancelled the sign-in", kind: denied, reason: "the person closed the sign-in put to them"},
		{text: "user cancelled the flow", kind: denied, reason: "the person closed the sign-in put to them (MSAL user_cancelled)"},
		{text: "user canceled the flow", kind: denied, reason: "the person closed the sign-in put to them (MSAL user_cancelled)"},
		{text: "user canceled authentication", kind: denied, reason: "the person closed the sign-in put to them (MSAL authentication_canceled)"},
		{text: "user cancelled authentication", kind: denied, reason: "the person closed the sign-in put to them (MSAL authentication_canceled)"},
		{text: "force closed the prompt", kind: denied, reason: "the person closed the prompt (Inquirer.js ExitPromptError)"},
		{text: "want to proceed with this tool use", kind: denied, reason: "the person refused the tool use"},
	}, phrasePatterns(askHandlerPhrases, premise, "the client has no handler for the server's sampling, elicitation or roots request (MCP, as -32021)"),
		phrasePatterns(sessionAskPhrases[:], premise, "the session cannot carry a server-to-client request the call needs (MCP protocol version or stateless transport, as -32021)")) // mcp.go
	// fetchTimeoutWords: JavaScript runtimes abort a fetch with
	// AbortSignal.timeout and word it their own way ("... took more than
	// 10000 ms and was aborted", "The operation was aborted due to
	// timeout", Deno's "Signal timed out.", undici's *TimeoutError).
	fetchTimeoutWords = []pattern{
		{text: "and was aborted", kind: transient, timeout: true, reason: "the request took longer than its limit and was aborted"},
		{text: "aborted due to timeout", kind: transient, timeout: true, reason: "AbortSignal.timeout aborted the request"},
		{text: "signal timed out", kind: transient, timeout: true, reason: "AbortSignal.timeout aborted the request (Deno)"},
		{text: "timeouterror", kind: transient, timeout: true, reason: "a TimeoutError"},
		{text: "und_err_connect_timeout", kind: transient, timeout: true, reason: "undici connect timeout"},
		{text: "und_err_headers_timeout", kind: transient, timeout: true, reason: "undici headers timeout"},
		{text: "und_err_body_timeout", kind: transient, timeout: true, reason: "undici body timeout"},
	}
	// runtimeWaitWords: CPython's own words for a wait that ran out or a
	// worker lost from outside, the call itself being fine (set 1584,
	// captured live with CPython 3.11). queue.Queue.get(timeout=) and
	// multiprocessing.Queue.get raise _queue.Empty when no item came in
	// time, put(timeout=) raises queue.Full when no slot freed (queue.html:
	// "raises the Empty exception if no item was available within that
	// time"), asyncio.Queue's get_nowait and put_nowait QueueEmpty and
	// QueueFull: the producer or consumer has not caught up yet. A
	// ProcessPoolExecutor whose worker "terminated abruptly" (killed from
	// outside, concurrent.futures.html BrokenProcessPool) lost the run, not
	// the call, as a bare SIGKILL (childproc.go): a fresh pool runs it again.
	runtimeWaitWords = []pattern{
		{text: "_queue.empty", kind: transient, reason: "Python queue.Empty: no item arrived within the get's timeout; the producer has not caught up"},
		{text: "queue.full", kind: transient, reason: "Python queue.Full: no slot freed within the put's timeout; the consumer has not caught up"},
		{text: "queues.queueempty", kind: transient, reason: "asyncio.QueueEmpty: no item yet"},
		{text: "queues.queuefull", kind: transient, reason: "asyncio.QueueFull: no free slot yet"},
		{text: "brokenprocesspool", kind: transient, reason: "concurrent.futures: a pool worker was terminated from outside; a fresh pool runs the call again"},
	}
	// allowListWords: an egress allow-list or sandbox refused the host.
	// The agent lacks the authority to reach it; a retry or other
	// arguments to the same host change nothing.
	allowListWords = []pattern{
		// A settings guard, not an egress refusal: an allow-list update
		// refused because saving it would shut the caller out (Intercom's
		// PUT /ip_allowlist 422 parameter_invalid "Your IP (1.2.3.4) is not
		// on the allowlist. Saving would lock you out of this workspace.",
		// set 1556). The list submitted must include the caller: repair the
		// argument. Ahead of the allow-list rows the same text also holds.
		{text: "would lock you out", kind: invalid, reason: "the settings submitted would lock the caller out: include the caller's own address or identity"},
		{text: "would lock yourself out", kind: invalid, reason: "the settings submitted would lock the caller out: include the caller's own address or identity"},
		{text: "would lock out your own", kind: invalid, reason: "the settings submitted would lock the caller out: include the caller's own address or identity"},
		{text: "would block your own", kind: invalid, reason: "the settings submitted would lock the caller out: include the caller's own address or identity"},
		{text: "not in the allowed", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in the allowlist", kind: denied, reason: "the host is not on the allow-list"},
		// Without the article: WhatsApp Cloud API 131030 "Recipient phone
		// number not in allowed list" (a test number's recipient list; held-out
		// set 682).
		{text: "not in allowed list", kind: denied, reason: "the destination is not on the allow-list"},
		{text: "not in the allow list", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not on the allowlist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not on the allow list", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in allowlist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not in the whitelist", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not whitelisted", kind: denied, reason: "the host is not on the allow-list"},
		{text: "not allowlisted", kind: denied, reason: "the host is not on the allow-list"},
		// The caller's own address refused by an API's source-IP allow-list
		// (set 1598): Namecheap's 1011150 "Invalid request IP: 50.242.74.11"
		// (an IP not whitelisted in the account's API access settings,
		// namecheap/go-namecheap-sdk#4), "IP address is not allowed", "IP
		// not allowed". Not the request's fault: the account's list must
		// hold the caller's address.
		{text: "invalid request ip", kind: denied, reason: "the caller's IP address is not on the API's allow-list"},
		// Namecheap's global error table words the same refusals as
		// parameters (set 1657): 1011150 "Parameter RequestIP is invalid",
		// 1017150 "Parameter RequestIP is disabled or locked", 1017105
		// "Parameter ClientIP is disabled or locked": RequestIP is the
		// address Namecheap sees, not an argument the caller repairs.
		{text: "parameter requestip is", kind: denied, reason: "the caller's IP address is not on the API's allow-list (Namecheap RequestIP)"},
		{text: "parameter clientip is disabled", kind: denied, reason: "the caller's IP address is disabled for API access (Namecheap ClientIP)"},
		{text: "ip address is not allowed", kind: denied, reason: "the caller's IP address is not on the API's allow-list"},
		{text: "ip address not allowed", kind: denied, reason: "the caller's IP address is not on the API's allow-list"},
		{text: "ip is not allowed", kind: denied, reason: "the caller's IP address is not on the API's allow-list"},
		{text: "ip not allowed", kind: denied, reason: "the caller's IP address is not on the API's allow-list"},
		{text: "domain is not allowed", kind: denied, reason: "the domain is not allowed"},
		{text: "host is not allowed", kind: denied, reason: "the host is not allowed"},
		{text: "host not allowed", kind: denied, reason: "the host is not allowed"},
		{text: "url_not_allowed", kind: denied, reason: "the URL is not allowed (allowed_domains/blocked_domains)"},
		{text: "url is not allowed", kind: denied, reason: "the URL is not allowed"},
		{text: "blocked by policy", kind: denied, reason: "blocked by policy"},
		{text: "egress is not allowed", kind: denied, reason: "egress refused"},
		{text: "blocked domain", kind: denied, reason: "the domain is blocked"},
		{text: "domain is blocked", kind: denied, reason: "the domain is blocked"},
		{text: "requires net access", kind: denied, reason: "Deno's sandbox refuses the host (--allow-net)"},
		{text: "network access is disabled", kind: denied, reason: "the sandbox allows no network"},
		{text: "network access is not allowed", kind: denied, reason: "the sandbox allows no network"},
		// Set 110: Chromium's net errors for a request a policy stopped
		// before it left (net/base/net_error_list.h: BLOCKED_BY_ADMINISTRATOR
		// -22, "blocked by a URL block list configured by the domain
		// administrator"; BLOCKED_BY_CLIENT -20, "the client chose to block
		// the request", an extension or the automation's own request
		// interception), as Puppeteer and Playwright print them
		// ("net::ERR_BLOCKED_BY_ADMINISTRATOR at https://...").
		{text: "err_blocked_by_administrator", kind: denied, reason: "a URL block list the administrator configured refused the request (Chromium)"},
		{text: "err_blocked_by_client", kind: denied, reason: "the client's own blocking (an extension, request interception) refused the request (Chromium)"},
	}
	// regionWords: LLM APIs refuse callers from regions they do not serve
	// (OpenAI 403 unsupported_country_region_territory "Country, region,
	// or territory not supported"; Gemini 400 FAILED_PRECONDITION "User
	// location is not supported for the API use"; Anthropic 403 "Request
	// not allowed"). The caller's location is a credential it lacks.
	regionWords = []pattern{
		{text: "unsupported_country_region_territory", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "region, or territory not supported", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "location is not supported", kind: denied, reason: "the API does not serve the caller's location"},
		{text: "not available in your country", kind: denied, reason: "the API does not serve the caller's country"},
		{text: "not available in your region", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "unsupported region", kind: denied, reason: "the API does not serve the caller's region"},
		{text: "unsupported_region", kind: denied, reason: "the API does not serve the caller's region"},
	}
	// freeTierRegionWords: a region refusal of the free tier only, with
	// billing as its remedy (Gemini API 400 FAILED_PRECONDITION "Gemini
	// API free tier is not available in your country. Please enable
	// billing on your project"). What the caller's country lacks is the
	// free tier, not the API: the project's plan, premise, as the same
	// body reads through its FAILED_PRECONDITION status. Ahead of
	// regionWords wherever they are read (set 575: the google-genai
	// Python client prints the body as a dict, so no status is parsed).
	freeTierRegionWords = []pattern{
		{text: "free tier is not available in your", kind: premise, reason: "the free tier is not offered in the caller's country: enable billing on the project (the plan), the call is fine"},
	}
	// cancelWords: the caller's own cancellation, as runtimes word it
	// (Node's AbortController without a timeout, Python's asyncio,
	// Go's context). After fetchTimeoutWords: "aborted due to timeout" is
	// a timeout, not a cancel.
	cancelWords = []pattern{
		{text: "operation was aborted", kind: denied, reason: cancelReason},
		{text: "aborterror", kind: denied, reason: cancelReason},
		{text: "cancellederror", kind: denied, reason: cancelReason},
		// CPython's KeyboardInterrupt is not read here: SIGINT comes from a
		// person, a supervisor or the tool's own clock, and the blind sets
		// that met it (1308, 1503, 1584) read it ambiguous or transient,
		// never as a cancel to hand back; it stays unknown, as os/exec's
		// bare "signal: interrupt" does.
		{text: "context canceled", kind: denied, reason: cancelReason},
		// Set 1534: JavaScript and JVM HTTP clients' words for their own
		// caller's cancel, which fetch's "AbortError" above already
		// covers: axios's CanceledError (American spelling, lib/cancel/
		// CanceledError.js, message "canceled", code ERR_CANCELED, also for
		// a CancelToken), got's CancelError "Promise was canceled"
		// (p-cancelable, code ERR_CANCELED), OkHttp's Call.cancel()
		// ("java.io.IOException: Canceled"). A timeout that .NET words as
		// a cancel ("canceled due to the configured HttpClient.Timeout")
		// and axios's ECONNABORTED timeout stay transient.
		{text: "cancelederror", kind: denied, reason: cancelReason},
		{text: "err_canceled", word: true, kind: denied, reason: cancelReason},
		{text: "promise was canceled", kind: denied, reason: cancelReason},
		{text: "ioexception: canceled", kind: denied, reason: cancelReason},
		// Oracle's own word for the client's cancel (ORA-01013, as godror
		// and go-ora return it when the caller's context ends), as
		// PostgreSQL's 57014 "due to user request".
		{text: "user requested cancel of current operation", kind: denied, reason: cancelReason},
	}
	// clientOptionWords: a client library refuses its own configuration
	// before any byte is sent: options that contradict each other (a TLS
	// minimum above the maximum, host-name checks without a host name), or
	// a transport without the security its credentials require. No server
	// refused anything and no wait changes the options: the program built
	// the client wrong, invalid (Go crypto/tls, OpenSSL's
	// SSL_R_NO_PROTOCOLS_AVAILABLE, grpc-go, Python's ssl module).
	clientOptionWords = []pattern{
		// Set 1626: a PostgreSQL tool that builds a new tree at its
		// directory argument refusing one that holds files (pg_basebackup
		// -D and its tablespace mappings, initdb -D, both
		// "directory \"%s\" exists but is not empty"; initdb's HINT:
		// "run initdb with an argument other than"): the call names the
		// wrong target, invalid, ahead of ENOTEMPTY's "is not empty"
		// (a delete of a directory that still holds files stays premise).
		{text: "\" exists but is not empty", kind: invalid, reason: "the tool builds a new tree at its directory argument and that directory already holds files: name an empty or new directory"},
		// An SMB dialect negotiation that finds no common dialect:
		// smbclient's "protocol negotiation failed: NT_STATUS_NOT_SUPPORTED"
		// (SMB2 negprot, the client's max protocol below the server's
		// min), "... NT_STATUS_INVALID_NETWORK_RESPONSE" and
		// smbXcli's "No compatible protocol selected by server." (an
		// SMB1-only client against a server that has dropped SMB1). The
		// client's own client min/max protocol (-m) is what to change
		// (smb.conf(5) "client max protocol", "server min protocol"; sets
		// 1350 and 1565). A negotiation that timed out or was reset keeps
		// its own words (transient).
		{text: "no compatible protocol selected by server", kind: invalid, reason: "the SMB client's dialect range (client min/max protocol) holds none the server accepts: change the client's protocol options"},
		{text: "negotiation failed: nt_status_not_supported", kind: invalid, reason: "the SMB client's dialect range (client min/max protocol) holds none the server accepts: change the client's protocol options"},
		{text: "negotiation failed: nt_status_invalid_network_response", kind: invalid, reason: "the SMB client's dialect range (client min/max protocol) holds none the server accepts: change the client's protocol options"},
		{text: "no supported versions satisfy minversion and maxversion", kind: invalid, reason: "the client's own TLS settings admit no version (Go crypto/tls: MinVersion above MaxVersion)"},
		{text: "no protocols available", kind: invalid, reason: "the client's own TLS settings admit no version (OpenSSL SSL_R_NO_PROTOCOLS_AVAILABLE)"},
		{text: "no transport security set", kind: invalid, reason: "the gRPC client was built without transport credentials (grpc-go)"},
		{text: "credentials require transport level security", kind: invalid, reason: "per-RPC credentials on a gRPC client built without TLS (grpc-go)"},
		{text: "cannot send secure credentials on an insecure connection", kind: invalid, reason: "per-RPC credentials on a gRPC client built without TLS (grpc-go)"},
		{text: "check_hostname requires server_hostname", kind: invalid, reason: "host-name checks without a host name (Python ssl)"},
		{text: "when check_hostname is enabled", kind: invalid, reason: "certificate checks off while host-name checks are on (Python ssl)"},
		// Mosquitto's clients when libmosquitto refuses the TLS options
		// given (MOSQ_ERR_INVAL from mosquitto_tls_opts_set: an unknown
		// --tls-version, a bad engine; client_shared.c; set 1529). A
		// missing file is its other message, "...: File not found.",
		// premise (set 1302).
		{text: "problem setting tls options, check the options are valid", kind: invalid, reason: "the client's own TLS options are not valid (mosquitto clients): fix them"},
		{text: "problem setting tls engine", kind: invalid, reason: "the client's TLS engine option is not valid (mosquitto clients): fix it"},
		// etcd clientv3's ErrNoAvailableEndpoints, returned by New when
		// Config.Endpoints is empty (set 1635, live): the program built
		// the client with no server to reach, before any dial. NATS's
		// "no servers available for connection" (all servers down) is
		// not this.
		{text: "etcdclient: no available endpoints", kind: invalid, reason: "etcd clientv3: the client was built with no endpoints: configure them"},
		// A client API call its library allows only once per client or
		// object (paho.golang "connect must only be called once", a
		// Promise resolver, a one-shot builder): the call sequence is
		// wrong, as graphql-ws's second ConnectionInit (set 1529).
		{text: "must only be called once", kind: invalid, reason: "a one-shot API called again: make a new client or object"},
		{text: "can only be called once", kind: invalid, reason: "a one-shot API called again: make a new client or object"},
		{text: "may only be called once", kind: invalid, reason: "a one-shot API called again: make a new client or object"},
	}
	// clientOptionMatcher reads them where a code would say otherwise
	// (grpc.go: UNAUTHENTICATED).
	clientOptionMatcher = newMatcher(clientOptionWords)
	// remoteExecWords (held-out set 825): an ops agent reaching another
	// machine. Algorithm negotiation that found nothing in common
	// (OpenSSH "Unable to negotiate with ...: no matching host key type
	// found. Their offer: ssh-rsa", x/crypto/ssh "no common algorithm for
	// host key", Paramiko "Incompatible ssh peer (no acceptable kex
	// algorithm)", JSch "Algorithm negotiation fail"): the docs (openssh.com
	// legacy.html) repair the invocation (-oHostKeyAlgorithms=+ssh-rsa):
	// invalid. A channel the server's policy will not open (RFC 4254
	// SSH_OPEN_ADMINISTRATIVELY_PROHIBITED: sshd AllowTcpForwarding,
	// PermitOpen): denied. A template variable the play never defined
	// (Ansible "The task includes an option with an undefined variable",
	// AnsibleUndefinedVariable, Jinja2 UndefinedError): invalid. A
	// configuration-management target that matched no host (Salt "No
	// minions matched the target", Ansible "Could not match supplied host
	// pattern" / "skipping: no hosts matched"): the run did nothing:
	// ambiguous.
	remoteExecWords = []pattern{
		{text: "no common algorithm for ", kind: invalid, reason: "SSH algorithm negotiation found nothing in common: set the client's algorithms (x/crypto/ssh)"},
		{text: "found. their offer: ", kind: invalid, reason: "SSH algorithm negotiation found nothing in common: enable the server's algorithm on the client (OpenSSH)"},
		{text: "incompatible ssh peer (no acceptable", kind: invalid, reason: "SSH algorithm negotiation found nothing in common (Paramiko)"},
		{text: "incompatible ssh server (no acceptable", kind: invalid, reason: "SSH algorithm negotiation found nothing in common (Paramiko)"},
		{text: "algorithm negotiation fail", kind: invalid, reason: "SSH algorithm negotiation found nothing in common (JSch)"},
		// x/crypto/ssh's refusal of a remote forward (Client.Listen):
		// "ssh: tcpip-forward request denied by peer" (AllowTcpForwarding
		// no, set 1269 live): the server's policy, as above.
		{text: "tcpip-forward request denied", kind: denied, reason: "the SSH server refuses the remote port forward (AllowTcpForwarding)"},
		// RFC 4254 SSH_OPEN_CONNECT_FAILED as x/crypto/ssh prints it ("ssh:
		// rejected: connect failed (\"open failed\")"): OpenSSH sends it
		// when a session slot is full (MaxSessions, set 1269 live) or the
		// forward's target refused the connection: both free up with time.
		{text: "rejected: connect failed", kind: transient, reason: "the SSH server could not open the channel now (RFC 4254 SSH_OPEN_CONNECT_FAILED: MaxSessions full or target refused)"},
		{text: "administratively prohibited", kind: denied, reason: "the SSH server's policy refuses to open this channel (RFC 4254 administratively prohibited)"},
		{text: "with an undefined variable", kind: invalid, reason: "the task uses a variable the play never defined (Ansible)"},
		{text: "which includes an undefined variable", kind: invalid, reason: "a task field uses a variable the play never defined (Ansible)"},
		{text: "ansibleundefinedvariable", kind: invalid, reason: "the task uses a variable the play never defined (Ansible)"},
		{text: "jinja2.exceptions.undefinederror", kind: invalid, reason: "the template uses a variable never defined (Jinja2)"},
		{text: "no minions matched the target", kind: ambiguous, reason: "the target matched no minion: nothing ran (Salt)"},
		{text: "could not match supplied host pattern", kind: ambiguous, reason: "the host pattern matched no host: nothing ran (Ansible)"},
		{text: "skipping: no hosts matched", kind: ambiguous, reason: "the play matched no host: nothing ran (Ansible)"},
		// Set 1270: configuration-management runs in their tools' own words.
		// Ansible's parser refusing a task that names two modules
		// (parsing/mod_args.py "conflicting action statements: copy,
		// template"): the task is malformed, not a conflicting operation.
		{text: "conflicting action statements", kind: invalid, reason: "the task names two modules: fix the task (Ansible parser)"},
		// Privilege escalation that needs a password the run was not given
		// or that sudo refused (plugins/connection/ssh.py "Missing %s
		// password" / "Incorrect %s password"; become/sudo.py's "sudo: a
		// password is required"): authority, not a missing argument.
		{text: "missing sudo password", kind: denied, reason: "sudo needs a password the run was not given (Ansible become)"},
		{text: "missing su password", kind: denied, reason: "su needs a password the run was not given (Ansible become)"},
		{text: "incorrect sudo password", kind: denied, reason: "sudo refused the become password (Ansible)"},
		{text: "incorrect su password", kind: denied, reason: "su refused the become password (Ansible)"},
		// Vault-encrypted variables the run holds no key for
		// (parsing/vault/__init__.py "Attempting to decrypt but no vault
		// secrets found", "Decryption failed (no vault secrets were found
		// that could decrypt)"): the secret is missing or wrong.
		{text: "no vault secrets found", kind: denied, reason: "the run was given no vault password for the encrypted data (Ansible Vault)"},
		{text: "no vault secrets were found that could decrypt", kind: denied, reason: "no vault password given opens the encrypted data (Ansible Vault)"},
		// A checkout holding edits the update would overwrite (modules/git.py
		// "Local modifications exist in the destination: X (force=no).").
		{text: "local modifications exist in", kind: premise, reason: "the checkout holds local edits the update assumed absent (Ansible git)"},
		// Salt refusing a state run while another holds the minion
		// (modules/state.py: 'The function "state.apply" is running as PID N
		// and was started at ... with jid J').
		{text: "\" is running as pid ", kind: transient, reason: "another state run holds the minion now (Salt)"},
		// Salt's top file assigning nothing to the minion: the master's
		// configuration lacks it.
		{text: "no top file or master_tops data matches found", kind: premise, reason: "the top file assigns no state to this minion (Salt)"},
		// Set 1348 (ansible-core 2.14 live): Ansible's own task results.
		// A notify naming a handler the play never defines
		// (plugins/strategy "The requested handler 'x' was not found in
		// either the main handlers list nor in the listening handlers
		// list"): the playbook's own name is wrong, not a missing resource.
		// Set 1537 (ansible-core 2.14 live): a play, task, block or role
		// keyword Ansible does not know ("'sudo' is not a valid attribute
		// for a Play", playbook/base.py _validate_attributes), and a when:
		// whose expression cannot be evaluated ("The conditional check 'x'
		// failed. The error was: error while evaluating conditional (x):
		// 'x' is undefined", playbook/conditional.py): the playbook's own
		// text is wrong, a repair of the call.
		{text: "is not a valid attribute for a ", kind: invalid, reason: "the playbook uses a keyword Ansible does not know (Ansible)"},
		{text: "error while evaluating conditional", kind: invalid, reason: "the play's when: expression cannot be evaluated (Ansible)"},
		{text: "was not found in either the main handlers list", kind: invalid, reason: "the task notifies a handler the play never defines (Ansible)"},
		// su's PAM refusal under become (module_stderr "Password: su:
		// Authentication failure"): the run lacks the authority to become.
		{text: "su: authentication failure", kind: denied, reason: "su refused the escalation: no or a wrong password (become)"},
		// copy/template's "Destination /x not writable": the user may not
		// write there (modules/copy.py).
		{text: "not writable", kind: denied, word: true, reason: "the destination is not writable by this user"},
		// The file module's state=file check on a path that is not there
		// (modules/file.py "file (/x) is absent, cannot continue").
		{text: "is absent, cannot continue", kind: premise, reason: "the file the task checks is absent (Ansible file state=file)"},
		// Task time limits: async ("async task did not complete within the
		// requested time - 2s") and the timeout keyword ("The command action
		// failed to execute in the expected time frame (2) and was
		// terminated"): time is the variable.
		{text: "async task did not complete within the requested time", kind: transient, timeout: true, reason: "the async job did not finish in its time (Ansible)"},
		{text: "failed to execute in the expected time frame", kind: transient, timeout: true, reason: "the task ran past its timeout and was terminated (Ansible)"},
		// A failure the playbook's own failed_when made of a module result
		// that succeeded ("failed_when_result": true, the module's own rc
		// and msg set aside): the call worked, its output was not what the
		// play needed.
		{text: "\"failed_when_result\": true", kind: ambiguous, reason: "the module ran; the play's failed_when judged its output unusable (Ansible)"},
		// assert's failure ("evaluated_to": false with the assertion): a
		// condition the play states about the world is false.
		{text: "\"evaluated_to\": false", kind: premise, reason: "a condition the play asserts about the host or data is false (Ansible assert)"},
		// Set 1692 (ansible-core 2.14 live): the reboot and shutdown
		// actions' guard against the machine Ansible runs on
		// (plugins/action/reboot.py and community.general's
		// action/shutdown.py: "Running X with local connection would
		// reboot the control node."): the tool refuses that target by
		// design; no argument or wait lets it, another target or a person
		// must: denied. Other refusals under a local connection keep
		// their own words.
		{text: "local connection would reboot the control node", kind: denied, reason: "Ansible refuses to reboot the control node it runs on (reboot action guard)"},
		{text: "local connection would shutdown the control node", kind: denied, reason: "Ansible refuses to shut down the control node it runs on (shutdown action guard)"},
	}
	// unseenWords is the lot, ahead of the rest of the generic table.
	unseenWords = concat(outcomeUnknownWords, freeTierRegionWords, regionWords, allowListWords, gnutlsToolWords, certWords, hostKeyWords, viewWriteWords, snmpWords, sameProcessLockWords, remoteExecWords, archivedRepoWords, targetSettingOffWords, redirectWords, loopWords, vocabularyWords, schemaWords, sandboxWords, pathFormWords, lockTakenWords, nodeORMWords, sharedNameCodeWords, kustomizeInputWords, appStateWords,
		lifecycleWords, sqlClientWords, httpLineAnswerWords, tlsVersionWords, schemeWords, fetchRefusalWords, authLogWords, capabilityWords, fetchTimeoutWords, runtimeWaitWords, droppedPointWords, partialWords, cancelWords, nginxWords, appServerWords, apacheCGIWords, jsNetWords, shellWords,
		contractWords, ownRequestWords, dbCallWords, endStateWords, kafkaWords, mongoWords) // ownRequestWords: ownrequest.go; dbCallWords: raised.go; endStateWords: endstate.go; kafkaWords: kafka.go; mongoWords: mongo.go
)

// unseenShapes are the classes above that a phrase list cannot hold: "N of
// M items failed" and an allow- or block-list refusal in any wording.
func unseenShapes(text string) (Result, bool) {
	// A NUL byte inside a refused path (toolquotes.go nulInPath) outside
	// an MCP isError result: the refusal's word ("Access denied - path
	// outside allowed directories", "no such file") is not the cause, the
	// malformed argument is (set 719).
	if nulInPath(text) && hasAny(text, "access denied", "outside allowed", "no such file", "does not exist") {
		return verdict(invalid, "the path holds a NUL byte, which no file system accepts, whatever the refusal says: fix the argument")
	}
	if bareDecompressFault(text) { // goerr.go
		return verdict(ambiguous, bareDecompressReason)
	}
	if r, ok := unseenStates(text); ok { // standing.go
		return r, true
	}
	if r, ok := serviceNowError(text); ok { // servicenow.go (set 1321)
		return r, true
	}
	// An application's own code (MySQL SIGNAL '45000', Oracle
	// RAISE_APPLICATION_ERROR, SQL Server THROW 50000): its author's
	// words decide, as under P0001 (appwords.go).
	if appDefinedCode(text) {
		if r, ok := appMessage(text); ok {
			r.Reason = "an application-defined error: " + r.Reason
			return r, true
		}
	}
	if r, ok := embeddedEngineError(text); ok { // embedengine.go (set 1333)
		return r, true
	}
	// An act refused for a state the object already reached, in any
	// participle ("cannot cancel order 77: it has already been picked"):
	// raised.go.
	if alreadyAgain(text) { // appwords.go
		return verdict(conflict, alreadyAgainReason)
	}
	if rubyFrozenObject(text) { // interpcode.go (set 1595)
		return verdict(invalid, rubyFrozenReason)
	}
	if refusedForState(text) {
		return verdict(premise, "the act is refused for a state the object already reached: the plan assumed an earlier state")
	}
	if refillingBudget(text) {
		return verdict(transient, "a per-window budget (query complexity, cost points) is spent and the body names when it refills: wait, then retry")
	}
	if queryOverLimit(text) { // querylimit.go
		return verdict(invalid, "the query is over the server's per-query node, complexity, depth or cost limit: ask for smaller pages or fewer nested connections")
	}
	if planExcludes(text) { // raised.go
		return verdict(premise, planExcludesReason)
	}
	// A delete or close refused for what the object still holds
	// (dependents.go), before the words of the refusal itself.
	if holdsDependents(text) {
		return verdict(premise, "the object still holds what depends on it (rows, open or unpaid items): settle or remove them first")
	}
	// A multipart file part absent under the name the server reads, in
	// a tool's plain text too (formpart.go), before "no such" reads it
	// as a missing object.
	if formFileAbsent(text) {
		return verdict(invalid, "the upload's form has no file part under the name the server reads: fix the field name")
	}
	if r, ok := dagsterErrorType(text); ok { // dagstergql.go (set 1674)
		return r, true
	}
	if r, ok := duckdbError(text); ok { // duckdb.go
		return r, true
	}
	if r, ok := milvusNotLoaded(text); ok { // milvus.go (set 1778)
		return r, true
	}
	if browserCheckText(text) { // challengepage.go (set 1778)
		return verdict(denied, "a bot check in place of the answer: the service withholds it from this client (SerpApi: a request without its private key)")
	}
	if r, ok := weaviateClassAbsent(text); ok { // weaviateclass.go (set 1778)
		return r, true
	}
	if r, ok := snowflakeValueUnrecognized(text); ok { // warehouse.go
		return r, true
	}
	if r, ok := unregisteredTokenizer(text); ok { // collseq.go
		return r, true
	}
	if statementOwnName(text) { // stmtnames.go
		return verdict(invalid, "a name the statement defines itself (a WINDOW clause's) is not defined there: fix the statement")
	}
	if staleRef(text) { // staleref.go
		return verdict(premise, staleRefReason)
	}
	if r, ok := matchWords(patternArgWords, text); ok { // patternwords.go
		return r, true
	}
	if r, ok := otherCheckViolated(text); ok { // roomwords.go
		return r, true
	}
	if r, ok := serverTLS(text); ok {
		return r, true
	}
	if r, ok := nginxShape(text); ok {
		return r, true
	}
	if r, ok := childFate(text); ok { // childproc.go
		return r, true
	}
	if r, ok := mercurialShapes(text); ok { // hgwords.go
		return r, true
	}
	if r, ok := fossilShapes(text); ok { // fossilwords.go
		return r, true
	}
	if r, ok := recursiveOptionMissing(text); ok { // shellwords.go
		return r, true
	}
	if r, ok := toolShapes(text); ok { // toolwords.go
		return r, true
	}
	if r, ok := testsFailed(text); ok { // shellwords.go
		return r, true
	}
	if raceReported(text) { // shellwords.go (set 1344)
		return verdict(invalid, "the race detector reported a data race in the program: the code must synchronise those accesses")
	}
	if noTestsRan(text) { // shellwords.go
		return verdict(ambiguous, "a test run ran no test (the filter or path matched none): the call worked and confirms nothing")
	}
	if searchFoundNothing(text) { // shellwords.go
		return verdict(ambiguous, "a search program ran and selected nothing (exit status 1, no stderr): nothing found")
	}
	if etcdRangeCut(text) { // etcdrange.go (set 1635)
		return verdict(ambiguous, "etcd's range answer says more keys remain than it returned (\"more\":true, a limit below the range): what came back is not all of it; page or narrow")
	}
	if outputCut(text) { // shellwords.go
		return verdict(ambiguous, "the tool cut the command's output at its size cap: what came back is not all of it; narrow the command")
	}
	if elidedRepr(text) { // shellwords.go (set 1308)
		return verdict(ambiguous, "a data frame or series printed in its truncated view (\"...\" rows and a dimensions footer): the rows shown are a sample, not the data; narrow or aggregate")
	}
	if falsyAnswer(text) { // shellwords.go
		return verdict(ambiguous, "jq -e's exit status 1 with its last output null or false: the filter ran and found nothing")
	}
	if differencesFound(text) { // shellwords.go
		return verdict(ambiguous, "a comparison program ran and found differences (exit status 1, no stderr): the answer, not a failure")
	}
	if programMissing(text) {
		return verdict(premise, "which / command -v found no such program (exit status 1): it is not installed")
	}
	if r, ok := shellStatusAlone(text); ok { // shellwords.go
		return r, true
	}
	if partialCount(text) {
		return verdict(ambiguous, "a partial success: N of M items failed (resending all would repeat the rest)")
	}
	if partialItems(text) {
		return verdict(ambiguous, "a partial success: some items report an error, the rest hold content")
	}
	// A write reported done and its follow-up reported failed ("was sent
	// but the receipt could not be recorded"): donethenfailed.go.
	if doneThenFailed(text) {
		return verdict(ambiguous, "the effect landed (done) but a follow-up after it failed: read back, then do only the follow-up")
	}
	// A cancel or stop of work that already ended (worldstate.go), in a
	// client's own text ("cannot shutdown a completed workflow").
	if finishedAlready(text) {
		return verdict(conflict, "the operation to stop has already ended: what the step wanted is so")
	}
	// An unknown tool or prompt name is a wrong name, whoever words it
	// ("tool 'x' not found", "Tool x not found"): invalid, though "not
	// found" alone reads as a missing object (issue 14).
	if unknownTool(text) {
		return verdict(invalid, "the tool or prompt name is unknown")
	}
	if r, ok := fetchShapes(text); ok { // fetchbody.go
		return r, true
	}
	if hasAny(text, "allowlist", "allow list", "allow-list", "whitelist", "allowed list", "allowed domains", "allowed hosts", "allowed urls") &&
		hasAny(text, "not in", "not on", "isn't in", "is not allowed", "not permitted") ||
		hasAny(text, "blocklist", "blacklist", "denylist", "block list", "deny list") && hasAny(text, "is on", "is in", "blocked", "listed", "denied") {
		return verdict(denied, "the host or URL is refused by an allow- or block-list")
	}
	return fetchFailed(text)
}

// fetchFailed reads undici's "fetch failed": the TypeError fetch rejects
// with for every network error (lib/web/fetch; MDN: "A TypeError is also
// raised on a network error"). Its cause, when the text keeps it, says
// which error, and the wording table reads it there; this runs only when
// it found nothing. Without a readable cause the failure is the network's,
// not the call's: transient, as a refused connection is.
func fetchFailed(text string) (Result, bool) {
	if !hasFold(text, "fetch failed") {
		return Result{}, false
	}
	if _, ok := genericMatcher.find(text); ok {
		return Result{}, false
	}
	return verdict(transient, "a network error with no readable cause (fetch failed)")
}

// partialItems finds a result of several items, separated as the MCP
// filesystem server's read_multiple_files separates them ("\n---\n"),
// where some items report an error ("path: Error - ENOENT ...") and the
// rest hold content: the call worked for some items only.
func partialItems(t string) bool {
	_, failed, fine := itemTally(t)
	return failed > 0 && fine > 0
}

// itemsVerdict reads a result of "---"-separated items (read_multiple_files)
// as a whole. Some items failed and the rest hold content: a partial
// success (ambiguous). Every item failed: the first item's cause, as set
// 66's row rules, since the call as a whole failed and no later item's
// words (an ENOENT, then an access denied; set 924) may decide it.
// classify.go runPresets asks it ahead of the presets, which would
// otherwise answer by whichever item's words they meet first.
func itemsVerdict(t string) (Result, bool) {
	first, failed, fine := itemTally(t)
	switch {
	case failed > 0 && fine > 0:
		return verdict(ambiguous, "a partial success: some items report an error, the rest hold content")
	case failed < 2 || fine > 0:
		return Result{}, false
	}
	w := Classify(Input{Message: first})
	if w.Kind == unk || w.guess {
		return Result{}, false
	}
	w.Reason = "every item failed; the first item's cause: " + w.Reason
	return w, true
}

// itemTally splits a result of "---"-separated items and counts those that
// report an error ("path: Error - ...") and those that hold content; first
// is the first non-empty item. A text with no separator counts nothing.
func itemTally(t string) (first string, failed, fine int) {
	for len(t) > 0 {
		item, rest, cut := cutItem(t)
		t = rest
		if !cut && failed+fine == 0 {
			return "", 0, 0
		}
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if failed+fine == 0 {
			first = item
		}
		if hasAny(item, ": error - ", ": error: ") {
			failed++
		} else {
			fine++
		}
	}
	return first, failed, fine
}

// cutItem cuts t at the first "---" line, raw or JSON-escaped.
func cutItem(t string) (item, rest string, cut bool) {
	for _, sep := range [...]string{"\n---\n", `\n---\n`} {
		if i := strings.Index(t, sep); i >= 0 {
			return t[:i], t[i+len(sep):], true
		}
	}
	return t, "", false
}

// partialCount finds "<n> of <m> <words> failed/rejected/errored" with
// 0 < n < m: some of a batch failed, the rest did not (or "<n> of <m>
// completed" where the batch expired: set 1194).
func partialCount(t string) bool {
	for i := range exactMatches(t, " of ") {
		j := i
		for j > 0 && t[j-1] >= '0' && t[j-1] <= '9' {
			j--
		}
		n, w := leadingInt(t[j:i])
		if w == 0 || n == 0 {
			continue
		}
		m, w2 := leadingInt(t[i+4:])
		if w2 == 0 || n >= m {
			continue
		}
		rest := t[i+4+w2:]
		if len(rest) > 60 {
			rest = rest[:60]
		}
		if hasAny(rest, "fail", "reject", "errored", "not processed", "were not", "could not") {
			return true
		}
		// A batch its time limit cut off (set 1194, as set 898 reads the
		// JSON tally): "ended with status expired: 812 of 1500 requests
		// completed". The rest ran; resend only the unfinished. A running
		// or cancelled batch's progress is not read so.
		if hasAny(rest, "completed", "succeeded") && hasWord(t, "expired") {
			return true
		}
	}
	return false
}

// refillingBudget finds a budget spent for the current window whose body
// names when it refills: monday.com's ComplexityException "Complexity
// budget exhausted, query cost 30001 budget remaining 2999 out of 1000000
// reset in 29 seconds", under HTTP 200 (set 410), and its newer
// COMPLEXITY_BUDGET_EXHAUSTED with retry_in_seconds. A cost-based rate
// limit: time is the variable, transient. A budget with no refill named
// (a monthly or billing budget) is left to the quota rules.
func refillingBudget(t string) bool {
	if !hasAny(t, "budget exhausted", "budget_exhausted", "budget has been exhausted", "budget is exhausted") {
		return false
	}
	if hasAny(t, "monthly", "billing", "per month", "per day", "daily") {
		return false
	}
	if hasAny(t, "reset in", "resets in", "refills in", "retry in", "retry_in", "replenish", "restore rate", "restorerate", "for this minute", "per minute", "per second") {
		return true
	}
	_, ok := bodyDelay(t)
	return ok
}

// noRootsReason: the client exposes no MCP roots (set 1488).
const noRootsReason = "the client exposes no roots for the server to work in (MCP roots/list is empty)"
