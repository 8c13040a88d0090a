package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases798 runs held-out set 798: JVM client exceptions (JDBC, HikariCP, Spring, Hibernate, Jackson, AWS SDK v2, Kafka, OkHttp), labelled blind.
// First run at db501ad: 26/32 overall, 11/16 tricky.
// Tolerated: i798-spring-optimistic-invoice: transient vs premise (the stale-copy ruling, docs/taxonomy.md set 781: Hibernate "Row was updated or deleted by another transaction" is premise, `staleref.go`): Spring files OptimisticLockingFailureException under TransientDataAccessException, yet the write rested on a stale read that must be re-read first; both readings hold.
// Tolerated: i798-awsv2-ddb-conditional-create: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS section): the create-only guard is in the request, not the text, so the same sentence also answers a stale version guard; conflict is right for this put, premise is the safe reading of the text.
func TestIndependentCases798(t *testing.T) {
	runIndependent(t, "testdata/independent798.jsonl", true, "i798-spring-optimistic-invoice", "i798-awsv2-ddb-conditional-create")
}

// TestGeneralise798 covers the classes set 798's misses showed: the ISO/ODBC
// SQLSTATE subclass 42S, the JVM's lock-not-acquired exception names, Kafka's
// RecordTooLargeException in the producer's own words, and Jackson's
// "cannot deserialize" type mismatch.
func TestGeneralise798(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// 42S02 base table or view not found (MySQL 1146, SQL Server ODBC 208).
		{"sqlserver odbc 42S02 invalid object name", "", 0, "42S02", "[Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Invalid object name 'dbo.w798_orders'.", rung.KindPremise},
		{"mariadb connector/j 42S02", "", 0, "42S02", "java.sql.SQLSyntaxErrorException: (conn=41) Table 'shop.w798_carts' doesn't exist", rung.KindPremise},
		{"mysql connector/j 42S01 already exists", "", 0, "42S01", "java.sql.SQLSyntaxErrorException: Table 'w798_orders' already exists", rung.KindConflict},
		{"sqlserver odbc 42S12 index not found", "", 0, "42S12", "[Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Cannot drop the index 'dbo.orders.ix_w798', because it does not exist or you do not have permission.", rung.KindPremise},
		// Near misses: other class-42 states keep invalid.
		{"near miss: mysql 42S22 unknown column", "", 0, "42S22", "java.sql.SQLSyntaxErrorException: Unknown column 'qty' in 'where clause'", rung.KindInvalid},
		{"near miss: mysql 42000 syntax", "", 0, "42000", "java.sql.SQLSyntaxErrorException: You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'form orders' at line 1", rung.KindInvalid},

		// Lock not acquired (Spring, Hibernate, JPA).
		{"spring PessimisticLockingFailureException", "", 0, "", "org.springframework.dao.PessimisticLockingFailureException: PreparedStatementCallback; SQL [select * from w798_jobs for update]; could not obtain lock", rung.KindTransient},
		{"jakarta PessimisticLockException", "", 0, "", "jakarta.persistence.PessimisticLockException: could not execute statement", rung.KindTransient},
		{"hibernate LockAcquisitionException", "", 0, "", "org.hibernate.exception.LockAcquisitionException: could not execute statement", rung.KindTransient},
		{"jpa LockTimeoutException", "", 0, "", "jakarta.persistence.LockTimeoutException: could not obtain pessimistic lock", rung.KindTransient},
		// Near miss: Hibernate's optimistic lock keeps the stale-copy ruling.
		{"near miss: hibernate StaleObjectStateException", "", 0, "", "org.hibernate.StaleObjectStateException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect) : [com.acme.Line#7]", rung.KindPremise},

		// Kafka record too large.
		{"kafka producer buffer.memory", "", 0, "", "org.apache.kafka.common.errors.RecordTooLargeException: The message is 40000000 bytes when serialized which is larger than the total memory buffer you have configured with the buffer.memory configuration.", rung.KindInvalid},
		{"spring-kafka KafkaProducerException", "", 0, "", "org.springframework.kafka.core.KafkaProducerException: Failed to send; nested exception is org.apache.kafka.common.errors.RecordTooLargeException: The message is 2097152 bytes when serialized which is larger than 1048576, which is the value of the max.request.size configuration.", rung.KindInvalid},
		{"kafka broker MESSAGE_TOO_LARGE java", "", 0, "", "org.apache.kafka.common.errors.RecordTooLargeException: The request included a message larger than the max message size the server will accept.", rung.KindInvalid},
		{"kafka-go [10] Message Size Too Large", "", 0, "", "[10] Message Size Too Large: the server has a configurable maximum message size to avoid unbounded memory allocation and the client attempted to produce a message larger than this maximum", rung.KindInvalid},
		// Near miss: a Kafka delivery timeout stays transient.
		{"near miss: kafka batch expired", "", 0, "", "org.apache.kafka.common.errors.TimeoutException: Expiring 3 record(s) for w798-orders-0:120000 ms has passed since batch creation", rung.KindTransient},

		// Jackson type mismatch, as Go's "cannot unmarshal".
		{"jackson 2.9 Can not deserialize instance", "", 0, "", "com.fasterxml.jackson.databind.JsonMappingException: Can not deserialize instance of java.util.ArrayList out of START_OBJECT token\n at [Source: java.io.StringReader@2e5c649; line: 1, column: 1]", rung.KindInvalid},
		{"jackson 2.10 Cannot deserialize instance", "", 0, "", "com.fasterxml.jackson.databind.exc.MismatchedInputException: Cannot deserialize instance of `java.util.ArrayList<com.acme.Line>` out of START_OBJECT token\n at [Source: (String)\"{}\"; line: 1, column: 1]", rung.KindInvalid},
		{"jackson 2.12 InvalidFormatException", "", 0, "", "com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.lang.Integer` from String \"four\": not a valid `java.lang.Integer` value", rung.KindInvalid},
		{"go encoding/json UnmarshalTypeError", "", 0, "", "json: cannot unmarshal object into Go value of type []main.Line", rung.KindInvalid},
		// Near miss: an MCP client failing on the server's result stays ambiguous.
		{"near miss: go-sdk result schema", "mcp", 0, "", `calling "tools/call": json: cannot unmarshal string into Go struct field CallToolResult.content of type []*mcp.wireContent`, rung.KindAmbiguous},
	})
}
