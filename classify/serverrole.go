package classify

// serverRoleWords are three situations of a database server on a bad night
// in the words of engines whose drivers pass bare text (go-sql-driver/mysql
// "Error 2006 (HY000): ...", godror "ORA-NNNNN: ...", go-mssqldb "mssql:
// ..."), each read as PostgreSQL's SQLSTATE for it is (set 111):
//   - a node in the read-only role refusing a write, as 25006 on a hot
//     standby: MySQL 1792 "Cannot execute statement in a READ ONLY
//     transaction." (its SQLSTATE is 25006), MySQL 1836 "Running in
//     read-only mode" (innodb_read_only), Oracle ORA-16000 "database or
//     pluggable database open for read-only access" (an Active Data Guard
//     standby): premise, the writer is another server.
//   - every connection slot taken, as 53300: Oracle ORA-00020 "maximum
//     number of processes (%s) exceeded" and ORA-00018 "maximum number of
//     sessions exceeded": transient, slots free as other sessions end.
//   - the connection lost under a statement, as 08006 "server closed the
//     connection unexpectedly": MySQL CR_SERVER_GONE_ERROR 2006 "MySQL
//     server has gone away", Oracle ORA-03113 "end-of-file on communication
//     channel", SQL Server's "A transport-level error has occurred when
//     sending the request to the server": transient, reconnect and run it
//     again (a write's outcome is unknown until read back).
var serverRoleWords = []pattern{
	{text: "in a read only transaction", kind: premise, reason: "the session is read-only (MySQL 1792, as 25006): a replica or a read-only transaction; write through the primary"},
	{text: "running in read-only mode", kind: premise, reason: "the server takes no writes (MySQL 1836 innodb_read_only, as 25006)"},
	// A ClickHouse Replicated table whose replica lost its Keeper
	// (ZooKeeper) session: TABLE_IS_READ_ONLY 242 "Table is in readonly
	// mode (replica path: /clickhouse/tables/...)". The replica takes
	// writes again once its session is re-established ("If ZooKeeper is
	// unavailable ... an exception is thrown", replication docs):
	// transient, unlike a standby's role. The wording without the replica
	// path ("... since table metadata was not found in zookeeper") is not
	// read here (set 1197).
	// The same state in ClickHouse before 22.x ("Table is in readonly
	// mode (zookeeper path: /clickhouse/tables/...)", issues 37820 and
	// 43106), which names the table's Keeper path instead (set 1412).
	{text: "table is in readonly mode (zookeeper path", kind: transient, reason: "the replica lost its ZooKeeper session (ClickHouse TABLE_IS_READ_ONLY 242): it takes writes again once it reconnects"},
	{text: "table is in readonly mode (replica path", kind: transient, reason: "the replica lost its Keeper session (ClickHouse TABLE_IS_READ_ONLY 242): it takes writes again once it reconnects"},
	{text: "open for read-only access", kind: premise, reason: "the database is open read-only (ORA-16000, a standby, as 25006): write through the primary"},
	{text: "maximum number of processes (", kind: transient, reason: "every server process slot is taken (ORA-00020, as 53300): they free as sessions end"},
	{text: "maximum number of sessions exceeded", kind: transient, reason: "every session slot is taken (ORA-00018, as 53300): they free as sessions end"},
	// Vitess vttablet's cap on concurrent transactions
	// (queryserver-config-transaction-cap): "TxPoolFull:tx_pool_full:
	// Transaction pool connection limit exceeded", returned on BEGIN; the
	// maintainers: the slot frees as other transactions end (set 1412).
	{text: "transaction pool connection limit exceeded", kind: transient, reason: "every transaction slot of the tablet is taken (Vitess tx pool, as 53300): they free as transactions end"},
	{text: "tx_pool_full", kind: transient, reason: "every transaction slot of the tablet is taken (Vitess tx pool, as 53300): they free as transactions end"},
	// Azure SQL Database's resource-governance limits on what runs at once
	// (set 408): 10928 "Resource ID : %d. The %s limit for the database is
	// %d and has been reached" (the request, session or worker slots of the
	// tier) and 10936, the same for an elastic pool. Slots in use, as 53300:
	// they free as requests end. The store's size (40544 "has reached its
	// size quota") is storeFullWords'.
	{text: "limit for the database is", kind: transient, reason: "every request or session slot of the database is taken (Azure SQL 10928, as 53300): they free as requests end"},
	{text: "limit for the elastic pool is", kind: transient, reason: "every request or session slot of the elastic pool is taken (Azure SQL 10936, as 53300): they free as requests end"},
	// No connection made at all, as 08001: the MySQL/MariaDB clients'
	// CR_CONNECTION_ERROR 2002 ("Can't connect to local MySQL server
	// through socket '...' (2)", MariaDB "Can't connect to server on
	// '127.0.0.1' (115)") and CR_CONN_HOST_ERROR 2003 ("Can't connect to
	// MySQL server on 'h:3306' (111)"): the server is down or restarting,
	// try again later (held-out set 797).
	{text: "can't connect to mysql server on", kind: transient, reason: "no connection to the server (MySQL 2003, as 08001): retry later"},
	{text: "can't connect to server on", kind: transient, reason: "no connection to the server (MariaDB 2002/2003, as 08001): retry later"},
	{text: "can't connect to local mysql server through socket", kind: transient, reason: "no connection to the server's socket (MySQL 2002, as 08001): retry later"},
	{text: "can't connect to local server through socket", kind: transient, reason: "no connection to the server's socket (MariaDB 2002, as 08001): retry later"},
	{text: "server has gone away", kind: transient, reason: "the connection to the server was lost (MySQL 2006, as 08006): reconnect and run it again"},
	{text: "end-of-file on communication channel", kind: transient, reason: "the connection to the server was lost (ORA-03113, as 08006): reconnect and run it again"},
	{text: "a transport-level error has occurred", kind: transient, reason: "the connection to the server was lost (SQL Server, as 08006): reconnect and run it again"},
}
