package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

const jvmMain = "Exception in thread \"main\" "

// First run at ecb30e3e: 27/34 overall, 9/15 tricky.
// Tolerated: i1644-collectors-tomap-duplicate-key: invalid vs ambiguous (ruling): set 579's row reads the step's own input that names one key twice as invalid (deduplicate it; Snowflake's MERGE source with two rows for one target row); Collectors.toMap's "Duplicate key (attempted merging values" is that class.
func TestIndependentCases1644(t *testing.T) {
	runIndependent(t, "testdata/independent1644.jsonl", true, "i1644-collectors-tomap-duplicate-key")
}

// TestGeneralise1644BareConnectException: java.net.http.HttpClient's
// ConnectException with no text (its cause ClosedChannelException for a
// refused port), bare or under CompletableFuture's ExecutionException
// (OpenJDK 17 live; goerr.go goWords). Near misses: the same wrapper
// caused by UnresolvedAddressException stays premise, a ConnectException
// with words ("No route to host") keeps their reading.
func TestGeneralise1644BareConnectException(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"httpclient refused", "exec", 1, "1", jvmMain + "java.net.ConnectException\n\tat java.net.http/jdk.internal.net.http.HttpClientImpl.send(HttpClientImpl.java:574)\nCaused by: java.net.ConnectException\nCaused by: java.nio.channels.ClosedChannelException\nexit status 1", rung.KindTransient},
		{"sendAsync get", "", 0, "", "java.util.concurrent.ExecutionException: java.net.ConnectException\n\tat java.base/java.util.concurrent.CompletableFuture.reportGet(CompletableFuture.java:396)", rung.KindTransient},
		{"socket refused words", "exec", 1, "1", jvmMain + "java.net.ConnectException: Connection refused\n\tat java.base/sun.nio.ch.Net.connect0(Native Method)\nexit status 1", rung.KindTransient},
		{"near: unresolved host", "exec", 1, "1", jvmMain + "java.net.ConnectException\nCaused by: java.net.ConnectException\nCaused by: java.nio.channels.UnresolvedAddressException\nexit status 1", rung.KindPremise},
		{"near: no route words", "exec", 1, "1", jvmMain + "java.net.ConnectException: No route to host\nexit status 1", rung.KindTransient},
	})
}

// TestGeneralise1644NotDirectory: java.nio.file's NotDirectoryException
// (Files.newDirectoryStream on a regular file; roomwords.go
// otherRuntimeWords), premise as ENOTDIR. Near misses: "Is a directory"
// (EISDIR) stays invalid, FileAlreadyExistsException conflict.
func TestGeneralise1644NotDirectory(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"newDirectoryStream", "exec", 1, "1", jvmMain + "java.nio.file.NotDirectoryException: /srv/data/report.csv\n\tat java.base/sun.nio.fs.UnixFileSystemProvider.newDirectoryStream(UnixFileSystemProvider.java:439)\nexit status 1", rung.KindPremise},
		{"bare text", "", 0, "", "java.nio.file.NotDirectoryException: /home/app/config", rung.KindPremise},
		{"FileSystemException ENOTDIR", "exec", 1, "1", jvmMain + "java.nio.file.FileSystemException: /srv/data/report.csv/x: Not a directory\nexit status 1", rung.KindPremise},
		{"near: is a directory", "exec", 1, "1", jvmMain + "java.io.IOException: Is a directory\nexit status 1", rung.KindInvalid},
		{"near: already exists", "exec", 1, "1", jvmMain + "java.nio.file.FileAlreadyExistsException: /srv/data/report.csv\nexit status 1", rung.KindConflict},
	})
}

// TestGeneralise1644OptionalEmpty: Java's Optional.get / orElseThrow over
// an empty result, NoSuchElementException "No value present" (toolwords.go,
// beside set 823's LINQ and Kotlin rows), ambiguous. Near misses: the
// Kotlin and LINQ rows keep theirs; a bare NoSuchElementException from an
// iterator stays unread.
func TestGeneralise1644OptionalEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"orElseThrow", "exec", 1, "1", jvmMain + "java.util.NoSuchElementException: No value present\n\tat java.base/java.util.Optional.orElseThrow(Optional.java:377)\nexit status 1", rung.KindAmbiguous},
		{"get", "", 0, "", "java.util.NoSuchElementException: No value present", rung.KindAmbiguous},
		{"kotlin", "", 0, "", "java.util.NoSuchElementException: List is empty.", rung.KindAmbiguous},
		{"near: iterator bare", "exec", 1, "1", jvmMain + "java.util.NoSuchElementException\n\tat java.base/java.util.ArrayList$Itr.next(ArrayList.java:1000)\nexit status 1", rung.KindUnknown},
	})
}

// TestGeneralise1644ExecutorRejected: RejectedExecutionException read by
// the executor state ThreadPoolExecutor's AbortPolicy quotes (jvmtool.go
// executorRejected; ThreadPoolExecutor javadoc "Rejected tasks"): shut
// down or terminated, premise; running (saturated), transient; Netty's
// "event executor terminated" premise. Near miss: a rejection naming no
// state (ForkJoinPool's thread limit) keeps its reading.
func TestGeneralise1644ExecutorRejected(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"terminated", "exec", 1, "1", jvmMain + "java.util.concurrent.RejectedExecutionException: Task A$$Lambda$1@3 rejected from java.util.concurrent.ScheduledThreadPoolExecutor@4[Terminated, pool size = 0, active threads = 0, queued tasks = 0, completed tasks = 3]\nexit status 1", rung.KindPremise},
		{"shutting down", "exec", 1, "1", jvmMain + "java.util.concurrent.RejectedExecutionException: Task java.util.concurrent.FutureTask@1[Not completed] rejected from java.util.concurrent.ThreadPoolExecutor@2[Shutting down, pool size = 2, active threads = 2, queued tasks = 0, completed tasks = 0]\nexit status 1", rung.KindPremise},
		{"netty", "", 0, "", "java.util.concurrent.RejectedExecutionException: event executor terminated", rung.KindPremise},
		{"saturated", "", 0, "", "java.util.concurrent.RejectedExecutionException: Task X rejected from java.util.concurrent.ThreadPoolExecutor@5[Running, pool size = 8, active threads = 8, queued tasks = 100, completed tasks = 41]", rung.KindTransient},
		{"near: no state", "exec", 1, "1", jvmMain + "java.util.concurrent.RejectedExecutionException: Thread limit exceeded replacing blocked worker\nexit status 1", rung.KindUnknown},
	})
}

// TestGeneralise1644JVMHeadlineStatus: an HTTP status quoted in a JVM
// program's uncaught exception headline under an exec tool's exit status
// (clienttext.go jvmHeadlineStatus in cliQuotedStatus): a caller's own
// "HTTP 410" RuntimeException, HttpURLConnection's "Server returned HTTP
// response code: 403 for URL". Near misses: a headline with no HTTP status
// ("port out of range:70000") keeps its invalid; a timeout keeps transient.
func TestGeneralise1644JVMHeadlineStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"410 gone", "exec", 1, "1", jvmMain + "java.lang.RuntimeException: GET https://api.example.com/v1/orders failed: HTTP 410: Gone\n\tat Tool.main(Tool.java:9)\nexit status 1", rung.KindPremise},
		{"HttpURLConnection 403", "exec", 1, "1", jvmMain + "java.io.IOException: Server returned HTTP response code: 403 for URL: https://repo.example.com/a.jar\n\tat java.base/sun.net.www.protocol.http.HttpURLConnection.getInputStream0(HttpURLConnection.java:2000)\nexit status 1", rung.KindDenied},
		{"503", "exec", 1, "1", jvmMain + "java.lang.IllegalStateException: HTTP 503 from https://api.example.com/v1/orders\nexit status 1", rung.KindTransient},
		{"near: port range", "exec", 1, "1", jvmMain + "java.lang.IllegalArgumentException: port out of range:70000\n\tat java.base/java.net.InetSocketAddress.checkPort(InetSocketAddress.java:153)\nexit status 1", rung.KindInvalid},
		{"near: timeout", "exec", 1, "1", jvmMain + "java.io.UncheckedIOException: java.net.http.HttpTimeoutException: request timed out\nexit status 1", rung.KindTransient},
	})
}

// TestGeneralise1644JavaRepeatedKey: the step's own input naming one key
// twice in Java's collections (generic.go repeatedKeyWords, set 579's
// row): Collectors.toMap "Duplicate key k (attempted merging values a and
// b)", Map.of "duplicate key: k", Set.of "duplicate element: e", invalid.
// Near misses: a stored row's unique violation (PostgreSQL 23505, MySQL
// "Duplicate entry") stays conflict.
func TestGeneralise1644JavaRepeatedKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"toMap", "exec", 1, "1", jvmMain + "java.lang.IllegalStateException: Duplicate key sku-1 (attempted merging values 3 and 5)\n\tat java.base/java.util.stream.Collectors.duplicateKeyException(Collectors.java:135)\nexit status 1", rung.KindInvalid},
		{"Map.of", "exec", 1, "1", jvmMain + "java.lang.IllegalArgumentException: duplicate key: region\n\tat java.base/java.util.ImmutableCollections$MapN.<init>(ImmutableCollections.java:1204)\nexit status 1", rung.KindInvalid},
		{"Set.of", "exec", 1, "1", jvmMain + "java.lang.IllegalArgumentException: duplicate element: eu-west-1\n\tat java.base/java.util.ImmutableCollections$SetN.<init>(ImmutableCollections.java:773)\nexit status 1", rung.KindInvalid},
		{"near: postgres unique", "", 0, "", "ERROR: duplicate key value violates unique constraint \"orders_pkey\"", rung.KindConflict},
		{"near: mysql duplicate entry", "exec", 1, "1", jvmMain + "java.sql.SQLIntegrityConstraintViolationException: Duplicate entry 'sku-1' for key 'PRIMARY'\nexit status 1", rung.KindConflict},
	})
}
