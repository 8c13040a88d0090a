package classify

import "strings"

// hl7v2Ack reads an HL7 v2 acknowledgement that refuses a message: an ACK
// whose MSA-1 is AE or AR (original mode) or CE or CR (enhanced mode), with
// an ERR segment naming a code of HL7 table 0357, Message Error Condition
// Codes (held-out set 1663). The code is the receiver's verdict; the
// acknowledgement code and the code's bare digits are not (a naive reading
// takes 204 and 206 for HTTP statuses, AE for the sender's content):
//
//   - 100 to 104 (segment sequence, required field missing, data type,
//     table value not found, value too long): the message's content,
//     invalid;
//   - 200, 201 (unsupported message type or event code): the receiver does
//     not take this kind of message at all, premise (another interface);
//     202, 203 (unsupported processing or version id): the header the
//     sender set, invalid;
//   - 204 unknown key identifier ("The identifier for a patient, order,
//     etc. was not found. Occurs for transactions other than additions."):
//     premise;
//   - 205 duplicate key identifier ("already exists. Occurs in response to
//     addition transactions"): conflict;
//   - 206 application record locked ("e.g. database locked"): transient;
//   - 207 application internal error ("A catchall for internal errors not
//     explicitly covered by other error codes."): unknown.
//
// An accepting ACK (AA, CA, code 0) and a refusal with no table-0357 code
// are left to the other rules. Gated on "MSA|" in the raw text.
func hl7v2Ack(text string) (Result, bool) {
	i := strings.Index(text, "MSA|")
	if i < 0 || len(text) < i+6 {
		return Result{}, false
	}
	ack := text[i+4 : i+6]
	switch ack {
	case "AE", "AR", "CE", "CR":
	default:
		return Result{}, false
	}
	code := hl7TableCode(text)
	why := "HL7 v2 " + ack + " with table 0357 code " + code + ": "
	switch code {
	case "100", "101", "102", "103", "104":
		return Result{Kind: invalid, Reason: why + "the message's content is wrong (segment order, a required field, a data type or table value, a length): correct it and resend"}, true
	case "200", "201":
		return Result{Kind: premise, Reason: why + "the receiver does not support this message type or event at all: send it elsewhere or another message"}, true
	case "202", "203":
		return Result{Kind: invalid, Reason: why + "the processing or version id the header names is not one the receiver takes: change the header"}, true
	case "204":
		return Result{Kind: premise, Reason: why + "unknown key identifier: the patient, order or visit the message updates is not on the receiver"}, true
	case "205":
		return Result{Kind: conflict, Reason: why + "duplicate key identifier: the record the message adds already exists"}, true
	case "206":
		return Result{Kind: transient, Reason: why + "application record locked: a storage lock at the receiver, resend later"}, true
	case "207":
		return Result{Kind: unk, Reason: why + "application internal error, HL7's catch-all: nothing says whose fault it is"}, true
	}
	return Result{}, false
}

// hl7TableCode returns the HL7 table 0357 code an ERR segment names
// ("ERR||PID^1^3|205^Duplicate key identifier^HL70357|E" in v2.5,
// "ERR|^^^207&Application internal error&HL70357" in v2.3), or "".
func hl7TableCode(text string) string {
	j := strings.Index(text, "HL70357")
	if j < 0 {
		return ""
	}
	k := strings.LastIndexByte(text[:j], '|')
	if k < 0 {
		return ""
	}
	f := strings.TrimLeft(text[k+1:j], "^")
	_, n := leadingInt(f)
	return f[:n]
}
