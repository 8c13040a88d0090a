package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseMongo checks MongoDB's server errors as the Go driver's
// CommandError prints them, "(CodeName) message", read by the code name's
// category in the server's error_codes.yml and the drivers' retryable-reads
// and -writes specifications; names whose message already says it
// (Unauthorized, DocumentValidationFailure) keep their words' reading.
func TestGeneraliseMongo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"mongo-go-driver NotWritablePrimary", "", 0, "", "(NotWritablePrimary) not primary", rung.KindTransient},
		{"mongo-go-driver NotPrimaryOrSecondary", "", 0, "", "(NotPrimaryOrSecondary) node is recovering", rung.KindTransient},
		{"mongo-go-driver InterruptedDueToReplStateChange", "", 0, "", "(InterruptedDueToReplStateChange) operation was interrupted because a node stepped down", rung.KindTransient},
		{"mongo-go-driver PrimarySteppedDown", "", 0, "", "(PrimarySteppedDown) Primary stepped down while waiting for replication", rung.KindTransient},
		{"mongo-go-driver ShutdownInProgress", "", 0, "", "(ShutdownInProgress) The server is in quiesce mode and will shut down", rung.KindTransient},
		{"mongo-go-driver Unauthorized", "", 0, "", "(Unauthorized) command find requires authentication", rung.KindDenied},
		{"mongo-go-driver Unauthorized", "", 0, "", "(Unauthorized) not authorized on shop to execute command { insert: \"orders\" }", rung.KindDenied},
		{"mongo-go-driver AuthenticationFailed", "", 0, "", "(AuthenticationFailed) Authentication failed.", rung.KindDenied},
		{"mongo-go-driver NamespaceNotFound", "", 0, "", "(NamespaceNotFound) ns not found", rung.KindPremise},
		{"mongo-go-driver MaxTimeMSExpired", "", 0, "", "(MaxTimeMSExpired) operation exceeded time limit", rung.KindTransient},
		{"mongo-go-driver ExceededTimeLimit", "", 0, "", "(ExceededTimeLimit) operation exceeded time limit", rung.KindTransient},
		{"mongo-go-driver DocumentValidationFailure", "", 0, "", "(DocumentValidationFailure) Document failed validation", rung.KindInvalid},
		{"mongo-go-driver write exception: write errors:", "", 0, "", "write exception: write errors: [Document failed validation]", rung.KindInvalid},
		{"mongo-go-driver BSONObjectTooLarge", "", 0, "", "(BSONObjectTooLarge) object to insert too large", rung.KindInvalid},
		{"mongo-go-driver CursorNotFound", "", 0, "", "(CursorNotFound) cursor id 7340984 not found", rung.KindPremise},
		{"mongo-go-driver IndexNotFound", "", 0, "", "(IndexNotFound) index not found with name [email_1]", rung.KindPremise},
		{"mongo-go-driver QueryExceededMemoryLimitNoDiskUseAllowed", "", 0, "", "(QueryExceededMemoryLimitNoDiskUseAllowed) Sort exceeded memory limit of 104857600 bytes, but did not opt in to external sorting.", rung.KindInvalid},
		{"mongo-go-driver Location40324", "", 0, "", "(Location40324) Unrecognized pipeline stage name: '$matchh'", rung.KindInvalid},
		{"mongo-go-driver FailedToParse", "", 0, "", "(FailedToParse) unknown operator: $eqq", rung.KindInvalid},
		{"mongo-go-driver BadValue", "", 0, "", "(BadValue) unknown top level operator: $foo", rung.KindInvalid},
		{"mongo-go-driver IndexOptionsConflict", "", 0, "", "(IndexOptionsConflict) An existing index has the same name as the requested index but different options", rung.KindPremise},
		{"mongo-go-driver IndexKeySpecsConflict", "", 0, "", "(IndexKeySpecsConflict) An existing index has the same name as the requested index", rung.KindPremise},
		{"mongo-go-driver NoSuchTransaction", "", 0, "", "(NoSuchTransaction) Transaction with { txnNumber: 3 } has been aborted.", rung.KindTransient},
		{"mongo-go-driver WriteConflict", "", 0, "", "(WriteConflict) Caused by :: Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.", rung.KindTransient},
		{"mongo-go-driver TransactionExceededLifetimeLimitSeconds", "", 0, "", "(TransactionExceededLifetimeLimitSeconds) Aborting transaction with txnNumber 2 on session with lsid because it has been running for longer than 'transactionLifetimeLimitSeconds'", rung.KindTransient},
		{"mongo-go-driver connection(localhost:27017[-3]", "", 0, "", "connection(localhost:27017[-3]) socket was unexpectedly closed: EOF", rung.KindTransient},
		{"mongo-go-driver TooManyFilesOpen", "", 0, "", "(TooManyFilesOpen) too many open files", rung.KindTransient},
		{"mongo-go-driver OperationNotSupportedInTransaction", "", 0, "", "(OperationNotSupportedInTransaction) Cannot create namespace shop.orders in multi-document transaction.", rung.KindInvalid},
		{"mongo-go-driver Interrupted", "", 0, "", "(Interrupted) operation was interrupted", rung.KindTransient},
		{"mongo-go-driver CommandNotFound", "", 0, "", "(CommandNotFound) no such command: 'fooo'", rung.KindInvalid},
	})
}
