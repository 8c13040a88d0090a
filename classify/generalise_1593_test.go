package classify

import "testing"

// First run at 770150c5: 18/36 overall, 3/17 tricky.
// Tolerated: i1593-livy-too-many-sessions: invalid vs transient (one-off): Livy's 400 "Rejected, too many sessions are being created!" is a count of creations in flight that clears by itself; one server's sentence, no class of its own to key on yet.
// Tolerated: i1593-livy-already-stopped: premise vs conflict (one-off): Livy's 404 "Session N already stopped." on DELETE means the goal already holds; the 404 reading wins and no shared "already stopped" rule exists to extend without a wider survey.
func TestIndependentCases1593(t *testing.T) {
	runIndependent(t, "testdata/independent1593.jsonl", true, "i1593-livy-too-many-sessions", "i1593-livy-already-stopped")
}

// TestGeneralise1593HadoopClasses: a Hadoop ecosystem exception class names
// the cause, in Java's RemoteException(X) rendering, WebHDFS's JSON
// envelope or a Python client's "X - msg", whatever status WebHDFS maps it
// to (hadoop.go hadoopClasses; WebHDFS REST doc's RemoteException bodies,
// ClientProtocol's throws, HBase client exceptions). Generic Java names
// (FileNotFoundException, IllegalArgumentException) are read only beside a
// Hadoop marker.
func TestGeneralise1593HadoopClasses(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"standby json 403", "http", 403, "", `{"RemoteException":{"exception":"StandbyException","javaClassName":"org.apache.hadoop.ipc.StandbyException","message":"Operation category WRITE is not supported in state standby"}}`, transient},
		{"exists json 403", "http", 403, "", `{"RemoteException":{"exception":"FileAlreadyExistsException","javaClassName":"org.apache.hadoop.fs.FileAlreadyExistsException","message":"/tmp/a.txt for client 127.0.0.1 already exists"}}`, conflict},
		{"acl json 403 stays denied", "http", 403, "", `{"RemoteException":{"exception":"AccessControlException","javaClassName":"org.apache.hadoop.security.AccessControlException","message":"Permission denied: user=bob, access=WRITE, inode=\"/data\":hdfs:supergroup:drwxr-xr-x"}}`, denied},
		{"parent not dir", "", 0, "", "org.apache.hadoop.ipc.RemoteException(org.apache.hadoop.fs.ParentNotDirectoryException): /a/b (is not a directory)", premise},
		{"abce create", "", 0, "", "org.apache.hadoop.ipc.RemoteException(org.apache.hadoop.hdfs.protocol.AlreadyBeingCreatedException): failed to create file /x for DFSClient_1 for client 10.0.0.1 because pendingCreates is non-null but no leases found.", transient},
		{"retriable remote", "", 0, "", "org.apache.hadoop.ipc.RemoteException(org.apache.hadoop.ipc.RetriableException): org.apache.hadoop.hdfs.server.namenode.SafeModeException: Cannot delete /x. Name node is in safe mode.", transient},
		{"hbase region moved", "", 0, "", "org.apache.hadoop.hbase.exceptions.RegionMovedException: Region moved to: hostname=rs2 port=16020 startCode=1", transient},
		{"hbase table exists", "", 0, "", "org.apache.hadoop.hbase.TableExistsException: users", conflict},
		{"hbase throttled", "", 0, "", "org.apache.hadoop.hbase.quotas.RpcThrottlingException: Request throttled - wait 1sec", transient},
		{"yarn app attempt missing", "", 0, "", "org.apache.hadoop.yarn.exceptions.ApplicationAttemptNotFoundException: Application attempt appattempt_1_0001_000001 doesn't exist in ApplicationMasterService cache.", premise},
		// Near misses: a generic Java class with no Hadoop marker keeps its
		// other reading; a class name inside another word is no class.
		{"plain java fnf", "", 0, "", "java.io.FileNotFoundException: config.yaml (No such file or directory)", premise},
		{"plain java illegal arg no hadoop", "", 0, "", "java.lang.IllegalArgumentException: port out of range:-1", invalid},
		{"not a class", "", 0, "", "MyStandbyExceptionHandler failed to start: port 8080 already in use", conflict},
	})
}

// TestGeneralise1593HadoopSafeMode: HDFS startup safe mode turns itself off
// (transient); safe mode an operator turned on, or entered for low
// resources, lasts until someone leaves it (premise). FSNamesystem's
// newSafemodeException wording.
func TestGeneralise1593HadoopSafeMode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cli startup", "exec", 1, "", "mkdir: Cannot create directory /tmp/x. Name node is in safe mode.", transient},
		{"manual", "", 0, "", "org.apache.hadoop.hdfs.server.namenode.SafeModeException: Cannot create file/x. Name node is in safe mode.\nIt was turned on manually. Use \"hdfs dfsadmin -safemode leave\" to turn safe mode off.", premise},
		{"low resources", "", 0, "", "SafeModeException: Cannot create directory /x. Name node is in safe mode.\nResources are low on NN. Please add or free up more resources then turn off safe mode manually.", premise},
		// Near miss: another product's safe mode keeps its own reading.
		{"alluxio", "", 0, "", "alluxio.exception.status.UnavailableException: Alluxio master is in safe mode. Please try again later.", transient},
	})
}

// TestGeneralise1593HadoopWords: the ecosystem's sentences without a class:
// the HA standby refusal in the hdfs CLI, no usable DataNode for a block,
// YARN's queued AM and its memory kills, Impala's unresolved table, Hive's
// LOAD DATA with no source files (hadoop.go hadoopWords).
func TestGeneralise1593HadoopWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"observer", "exec", 1, "", "put: Operation category WRITE is not supported in state observer", transient},
		{"replicated to 0", "", 0, "", "File /user/a/b.txt could only be replicated to 0 nodes instead of minReplication (=1).  There are 1 datanode(s) running and 1 node(s) are excluded in this operation.", premise},
		{"user am limit", "", 0, "", "Application is added to the scheduler and is not yet activated. User's AM resource limit exceeded.  Details : AM Partition = <DEFAULT_PARTITION>", transient},
		{"vmem", "", 0, "", "Container [pid=3730,containerID=container_1_0009_01_000003] is running 1723304448B beyond the 'VIRTUAL' memory limit. Current usage: 348.4 MB of 1 GB physical memory used; 3.7 GB of 2.1 GB virtual memory used. Killing container.", invalid},
		{"impala table", "", 0, "", "HiveServer2Error: AnalysisException: Could not resolve table reference: 'temp.dm_mapping'", premise},
		// Impala's unresolved column is the query's own name (invalid);
		// near miss: Hive's LOAD DATA path refused for another reason.
		{"impala column", "", 0, "", "AnalysisException: Could not resolve column/field reference: 'amount'", invalid},
		{"hive invalid path other", "", 0, "", "FAILED: SemanticException Line 1:17 Invalid path ''/data/in'': source contains directory: hdfs://nn/data/in/sub", invalid},
	})
}
