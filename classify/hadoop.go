package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// hadoopClasses are the Hadoop ecosystem's exception classes (HDFS, YARN,
// HBase, asynchbase) as their clients render them: Java's
// "org.apache.hadoop.ipc.RemoteException(org.apache.hadoop...X): msg",
// "org.apache.hadoop...X: msg", WebHDFS's JSON envelope
// {"RemoteException":{"exception":"X",...}} and pyhdfs' "X - msg". The class
// names the cause; the HTTP status WebHDFS maps it to does not (a
// StandbyException or FileAlreadyExistsException comes as a 403). Set 1593.
// hadoopOnly marks a class name other Java code also throws, read only
// beside a Hadoop marker (hadoopMarked).
var hadoopClasses = []struct {
	name       string
	kind       rung.Kind
	hadoopOnly bool
	why        string
}{
	{"StandbyException", transient, false, "the NameNode (or ResourceManager) is standby: the HA client fails over to the active one and retries"},
	{"ObserverRetryOnActiveException", transient, false, "an observer NameNode asks for the call on the active one: fail over and retry"},
	{"RetriableException", transient, false, "the server marks the call retriable (a NameNode starting, a lease or block not ready)"},
	{"AlreadyBeingCreatedException", transient, false, "another open writer holds the file's lease until it closes or the lease is recovered"},
	{"RecoveryInProgressException", transient, false, "the file's lease recovery is in progress"},
	{"NotReplicatedYetException", transient, false, "the previous block is not yet replicated"},
	{"LeaseExpiredException", premise, false, "the writer no longer holds the file's lease (another client owns it, or the file is gone): reopen the file"},
	{"DSQuotaExceededException", premise, false, "the directory's space quota is used up"},
	{"NSQuotaExceededException", premise, false, "the directory's namespace (file count) quota is used up"},
	{"QuotaExceededException", premise, true, "a directory quota is used up"},
	{"FileAlreadyExistsException", conflict, true, "the path the call was to create already exists"},
	{"ParentNotDirectoryException", premise, true, "a parent of the path is a file, not a directory"},
	{"PathIsNotEmptyDirectoryException", premise, true, "the directory is not empty"},
	{"FileNotFoundException", premise, true, "the path does not exist"},
	{"AccessControlException", denied, true, "the permission check refused the caller's user"},
	{"AuthorizationException", denied, true, "the caller is not authorized"},
	{"SecurityException", denied, true, "the caller's identity was refused"},
	{"IllegalArgumentException", invalid, true, "a parameter of the call is not valid"},
	{"UnsupportedOperationException", invalid, true, "the operation is not supported on that path or file system"},
	// YARN.
	{"ApplicationNotFoundException", premise, false, "the ResourceManager does not know the application"},
	{"ApplicationAttemptNotFoundException", premise, false, "the ResourceManager does not know the application attempt"},
	{"ContainerNotFoundException", premise, false, "the container is not known"},
	{"InvalidResourceRequestException", invalid, false, "the resource ask is outside the scheduler's limits: change the request"},
	// HBase: a region moving, flushing or not yet open, the server
	// throttling or starting: the client relocates and retries.
	{"NotServingRegionException", transient, true, "the region is not online on that server (moving or reassigning): relocate and retry"},
	{"RegionMovedException", transient, true, "the region moved: relocate and retry"},
	{"RegionOpeningException", transient, true, "the region is still opening"},
	{"RegionTooBusyException", transient, true, "the region is over its memstore limit or busy: back off"},
	{"RpcThrottlingException", transient, true, "a quota throttle: wait the interval it names"},
	{"CallQueueTooBigException", transient, true, "the server's call queue is full"},
	{"ServerNotRunningYetException", transient, true, "the region server is starting"},
	{"PleaseHoldException", transient, true, "the master is initializing"},
	{"PleaseThrottleException", transient, false, "asynchbase's queue for a region coming back online is full: slow down"},
	{"TableNotFoundException", premise, true, "the table does not exist"},
	{"NamespaceNotFoundException", premise, true, "the namespace does not exist"},
	{"TableNotEnabledException", premise, true, "the table is disabled"},
	{"TableNotDisabledException", premise, true, "the table must be disabled first"},
	{"TableExistsException", conflict, true, "the table already exists"},
	{"NamespaceExistException", conflict, true, "the namespace already exists"},
}

// hadoopMarked: the text is a Hadoop-family error (a package of the
// ecosystem, WebHDFS's envelope, Hadoop's RPC wrapper).
func hadoopMarked(s string) bool {
	return strings.Contains(s, "org.apache.hadoop") || strings.Contains(s, "RemoteException") ||
		strings.Contains(s, "javaClassName") || strings.Contains(s, "org.hbase.async")
}

// hadoopException reads the first class of hadoopClasses the text names,
// standing as a class (after a package dot, a quote, a bracket or a space;
// before ':', ')', '"' or " - ").
func hadoopException(s string) (Result, bool) {
	if !strings.Contains(s, "Exception") {
		return Result{}, false
	}
	marked := hadoopMarked(s)
	best, at := -1, len(s)
	for k, e := range hadoopClasses {
		if e.hadoopOnly && !marked {
			continue
		}
		for i := range exactMatches(s, e.name) {
			if i >= at {
				break
			}
			j := i + len(e.name)
			if i > 0 && isAlnum(s[i-1]) {
				continue
			}
			if j < len(s) && !(s[j] == ':' || s[j] == ')' || s[j] == '"' || s[j] == '\n' || strings.HasPrefix(s[j:], " - ")) {
				continue
			}
			best, at = k, i
			break
		}
	}
	if best < 0 {
		return Result{}, false
	}
	e := hadoopClasses[best]
	r := Result{Kind: e.kind, Code: e.name, Reason: "Hadoop " + e.name + ": " + e.why}
	return r, true
}

// hadoopWords are the ecosystem's sentences that name their cause without
// a class beside them (the hdfs CLI's "mkdir: ...", a YARN application's
// diagnostics, Impala's analysis errors, Hive's LOAD DATA). Set 1593.
var hadoopWords = []struct {
	words string
	kind  rung.Kind
	why   string
}{
	{"is not supported in state standby", transient, "the NameNode is standby: the HA client fails over to the active one"},
	{"is not supported in state observer", transient, "an observer NameNode refuses the write: the HA client sends it to the active one"},
	{"could only be written to 0 of the", premise, "HDFS has no usable DataNode for the block (none running, or all excluded as unreachable): the cluster, not the call"},
	{"could only be replicated to 0 nodes", premise, "HDFS has no usable DataNode for the block (none running, or all excluded as unreachable): the cluster, not the call"},
	{"AM resource limit exceeded", transient, "YARN accepted the application and queues it until running ApplicationMasters finish"},
	{"is running beyond physical memory limits", invalid, "YARN killed the container for using more memory than the job requested: raise the job's memory settings"},
	{"is running beyond virtual memory limits", invalid, "YARN killed the container for exceeding its virtual memory limit: raise the job's memory settings"},
	{"beyond the 'PHYSICAL' memory limit", invalid, "YARN killed the container for using more memory than the job requested: raise the job's memory settings"},
	{"beyond the 'VIRTUAL' memory limit", invalid, "YARN killed the container for exceeding its virtual memory limit: raise the job's memory settings"},
	{"Could not resolve table reference", premise, "Impala does not know the table (not created, or the catalog not refreshed)"},
	{"Could not resolve column/field reference", invalid, "Impala cannot resolve a column the query names: fix the query"},
	{"No files matching path", premise, "Hive's LOAD DATA source path holds no files"},
}

// hadoopSafeMode reads HDFS safe mode: the startup safe mode ends by
// itself (transient); one an operator turned on, or entered because the
// NameNode's resources are low, lasts until someone acts (premise).
func hadoopSafeMode(s string) (Result, bool) {
	if !strings.Contains(s, "safe mode") || !(strings.Contains(s, "SafeModeException") || strings.Contains(s, "Name node is in safe mode")) {
		return Result{}, false
	}
	if strings.Contains(s, "turned on manually") || strings.Contains(s, "Resources are low") {
		return Result{Kind: premise, Code: "SafeModeException", Reason: "Hadoop SafeModeException: safe mode was turned on by an operator (or for low resources): it lasts until someone leaves it"}, true
	}
	return Result{Kind: transient, Code: "SafeModeException", Reason: "Hadoop SafeModeException: the NameNode is in startup safe mode, which turns off by itself once blocks are reported"}, true
}

// hadoopFailure is the Hadoop ecosystem's reader (set 1593): safe mode,
// then the exception class, then the sentences without one. The sentences
// come from CLIs, logs and SQL engines (the hdfs shell, YARN diagnostics,
// Impala, Hive), not from an HTTP response, where WebHDFS's envelope names
// the class: sentences is false for an HTTP response, which spares the
// hot HTTP path a dozen searches.
func hadoopFailure(s string, sentences bool) (Result, bool) {
	if r, ok := hadoopSafeMode(s); ok {
		return r, true
	}
	if r, ok := hadoopException(s); ok {
		return r, true
	}
	if !sentences {
		return Result{}, false
	}
	for _, w := range hadoopWords {
		if strings.Contains(s, w.words) {
			return Result{Kind: w.kind, Reason: "wording: Hadoop: " + w.why}, true
		}
	}
	return Result{}, false
}
