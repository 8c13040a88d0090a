package classify

import "strings"

// FoundationDB's Go binding prints the C library's error code with its
// description: fdb.Error "FoundationDB error code 1020 (Transaction not
// committed due to conflict with another transaction)", returned by any
// call or raised by the ...OrPanic ones. The code is the store's own name
// for the failure ("you must use the numerical code, since the other
// fields are particularly likely to change", the error-code reference),
// and most codes an application sees are the ones the binding's retry
// loop (Transaction.OnError) retries: a conflict at commit (1020), a
// transaction past the five-second MVCC window (1007), a read version
// from the future (1009), a timeout (1004, 1031), a lagging storage
// server (1037), a throttled tag (1213). 1021 commit_unknown_result "may
// or may not have committed" is the outcome-unknown ruling's (ambiguous:
// read it back first). The size limits (2101 transaction, 2102 key, 2103
// value) fail the same call every time: split or shrink it (set 1268).
//
// Source: apple.github.io/foundationdb/api-error-codes.html and
// known-limitations.html; bindings/go/src/fdb/errors.go.
var fdbCodes = map[int]numbered{
	1004: {transient, "FoundationDB 1004 timed_out: the operation timed out: retry"},
	1007: {transient, "FoundationDB 1007 transaction_too_old: the transaction outlived the five-second window: run it again"},
	1009: {transient, "FoundationDB 1009 future_version: a storage server is behind the read version: retry"},
	1020: {transient, "FoundationDB 1020 not_committed: a conflict with another transaction at commit: run it again"},
	1021: {ambiguous, "FoundationDB 1021 commit_unknown_result: the transaction may or may not have committed: read it back before any retry"},
	1031: {transient, "FoundationDB 1031 transaction_timed_out: the transaction ran past its timeout: run it again"},
	1037: {transient, "FoundationDB 1037 process_behind: a storage process is behind: retry"},
	1213: {transient, "FoundationDB 1213 tag_throttled: the transaction's tag is throttled: retry later"},
	2101: {invalid, "FoundationDB 2101 transaction_too_large: the transaction is over the byte limit: split it"},
	2102: {invalid, "FoundationDB 2102 key_too_large: the key is over the length limit: shorten it"},
	2103: {invalid, "FoundationDB 2103 value_too_large: the value is over the length limit: split or shrink it"},
}

// fdbCoded reads the Go binding's "FoundationDB error code N (...)".
func fdbCoded(t string) (Result, bool) {
	const lead = "FoundationDB error code "
	i := strings.Index(t, lead)
	if i < 0 {
		return Result{}, false
	}
	n, width := leadingInt(t[i+len(lead):])
	if width == 0 {
		return Result{}, false
	}
	if m, ok := fdbCodes[n]; ok {
		return verdict(m.kind, m.reason)
	}
	return Result{}, false
}
