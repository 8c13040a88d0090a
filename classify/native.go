package classify

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"database/sql"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Native error values.
//
// classify reads SDK errors without importing the SDKs. classify is
// imported by tool/http, tool/fs, mcpproxy and jobs: importing
// modernc.org/sqlite (a C library translated to Go, megabytes of code) or
// openai-go there would link them into every binary that classifies an HTTP
// error, and gRPC, AWS and Google clients are not dependencies of this
// module at all. So each SDK's error is recognised by its package path and
// type name, read through its methods where it has them (SQLState, Code,
// RawJSON, ErrorCode, GRPCStatus) and through reflection on its exported
// fields where it does not (StatusCode, Response, Body, ConstraintName). A
// type is looked up once per process. A renamed field reads as absent, and
// the error's text still decides; the tests build each error with the real
// library, so such a rename fails them.

// sdk names an SDK whose error type classify reads.
type sdk uint8

const (
	sdkNone sdk = iota
	sdkOpenAI
	sdkAnthropic
	sdkMCP
	sdkSQLite // modernc.org/sqlite *Error: Code() is the extended result code
	sdkMattn  // github.com/mattn/go-sqlite3 Error: ExtendedCode field
	sdkGoogle // google.golang.org/api/googleapi *Error
	sdkGRPC   // any error with GRPCStatus() *status.Status
)

func sdkOfType(t reflect.Type) sdk {
	if _, ok := t.MethodByName("GRPCStatus"); ok {
		return sdkGRPC
	}
	et := t
	if et.Kind() == reflect.Pointer {
		et = et.Elem()
	}
	pkg, name := et.PkgPath(), et.Name()
	switch {
	case strings.HasPrefix(pkg, "github.com/openai/openai-go") && name == "Error":
		return sdkOpenAI
	case strings.HasPrefix(pkg, "github.com/anthropics/anthropic-sdk-go") && name == "Error":
		return sdkAnthropic
	case strings.HasPrefix(pkg, "github.com/modelcontextprotocol/go-sdk") && name == "WireError":
		return sdkMCP
	case pkg == "modernc.org/sqlite" && name == "Error":
		return sdkSQLite
	case pkg == "github.com/mattn/go-sqlite3" && name == "Error":
		return sdkMattn
	case pkg == "google.golang.org/api/googleapi" && name == "Error":
		return sdkGoogle
	}
	return sdkNone
}

// errFacts is what one walk of an error's tree found: the standard
// library's verdict, the first node that implements each interface, and the
// first SDK error. The walk replaces one errors.As per interface and one
// errors.Is per sentinel, each of which walked the chain again.
type errFacts struct {
	std     Result
	stdRank int // 0: none; lower ranks win, as the order of goValue's checks

	sqlState SQLStater
	awsCode  ErrorCoder
	hsc      HTTPStatusCoder
	hs       HTTPStatuser
	sc       StatusCoder
	hh       HTTPHeaderer
	ra       RetryAfterer
	pr       Protocoler

	sdk     sdk
	sdkNode error
}

// walk visits err's tree depth first, as errors.As does, once.
func (f *errFacts) walk(err error) {
	var stack [16]error
	stack[0] = err
	n := 1
	for steps := 0; n > 0 && steps < 256; steps++ {
		n--
		e := stack[n]
		if e == nil {
			continue
		}
		flags := f.visit(e)
		switch {
		case flags&tfUnwrap != 0:
			if n < len(stack) {
				stack[n] = e.(interface{ Unwrap() error }).Unwrap()
				n++
			}
		case flags&tfUnwrapMulti != 0:
			errs := e.(interface{ Unwrap() []error }).Unwrap()
			for i := len(errs) - 1; i >= 0; i-- {
				if n < len(stack) {
					stack[n] = errs[i]
					n++
				}
			}
		}
	}
}

func (f *errFacts) std1(rank int, r Result) {
	if f.stdRank == 0 || rank < f.stdRank {
		f.std, f.stdRank = r, rank
	}
}

// visit records what e is and returns its type's flags, which also say
// how to unwrap it. Only the checks its type can pass are made.
func (f *errFacts) visit(e error) typeFlag {
	tf := factsOf(e)
	flags := tf.flags
	if flags&tfStd != 0 {
		f.visitStd(e)
	}
	if flags&tfTimeout != 0 && (f.stdRank == 0 || f.stdRank > 14) {
		if e.(interface{ Timeout() bool }).Timeout() {
			f.std1(14, Result{Kind: transient, Timeout: true, Code: "net.Error", Reason: "go: network timeout (Timeout() is true)"})
		}
	}
	if flags&tfSQLState != 0 && f.sqlState == nil {
		f.sqlState = e.(SQLStater)
	}
	if flags&tfErrorCode != 0 && f.awsCode == nil {
		f.awsCode = e.(ErrorCoder)
	}
	if flags&tfHTTPStatusCode != 0 && f.hsc == nil {
		f.hsc = e.(HTTPStatusCoder)
	}
	if flags&tfHTTPStatus != 0 && f.hs == nil {
		f.hs = e.(HTTPStatuser)
	}
	if flags&tfStatusCode != 0 && f.sc == nil {
		f.sc = e.(StatusCoder)
	}
	if flags&tfHTTPHeader != 0 && f.hh == nil {
		f.hh = e.(HTTPHeaderer)
	}
	if flags&tfRetryAfter != 0 && f.ra == nil {
		f.ra = e.(RetryAfterer)
	}
	if flags&tfProtocol != 0 && f.pr == nil {
		f.pr = e.(Protocoler)
	}
	if f.sdk == sdkNone && tf.sdk != sdkNone {
		f.sdk, f.sdkNode = tf.sdk, e
	}
	return flags
}

// visitStd decides an error of a standard-library type classify knows: a
// sentinel, an errno, a DNS or certificate error.
func (f *errFacts) visitStd(e error) {
	// The sentinels' types are comparable, so == never panics: an
	// error of another dynamic type is simply unequal.
	switch e {
	case context.DeadlineExceeded, os.ErrDeadlineExceeded:
		f.std1(1, Result{Kind: transient, Timeout: true, Code: "context.DeadlineExceeded", Reason: "go: deadline exceeded"})
	case context.Canceled:
		f.std1(2, Result{Kind: denied, Code: "context.Canceled", Reason: "go: " + cancelReason})
	case fs.ErrNotExist:
		f.std1(9, Result{Kind: premise, Code: "fs.ErrNotExist", Reason: "go: the file does not exist"})
	case fs.ErrPermission:
		f.std1(10, Result{Kind: denied, Code: "fs.ErrPermission", Reason: "go: permission denied"})
	case fs.ErrExist:
		f.std1(11, Result{Kind: conflict, Code: "fs.ErrExist", Reason: "go: the file already exists"})
	case sql.ErrNoRows:
		f.std1(12, Result{Kind: ambiguous, Code: "sql.ErrNoRows", Reason: "go: no rows: nothing found"})
	case io.EOF, io.ErrUnexpectedEOF:
		f.std1(13, Result{Kind: transient, Code: "io.EOF", Reason: "go: EOF: the connection closed"})
	}
	switch v := e.(type) {
	case syscall.Errno:
		f.errno(v)
	case *net.DNSError:
		switch {
		case v.IsNotFound:
			f.std1(3, Result{Kind: premise, Code: "dns", Reason: "go: DNS: no such host (the host does not exist)"})
		case v.IsTimeout:
			f.std1(3, Result{Kind: transient, Timeout: true, Code: "dns", Reason: "go: DNS timeout"})
		default:
			f.std1(3, Result{Kind: transient, Code: "dns", Reason: "go: DNS temporary failure"})
		}
	case x509.UnknownAuthorityError, x509.HostnameError, x509.CertificateInvalidError, *tls.CertificateVerificationError, x509.SystemRootsError:
		f.std1(4, Result{Kind: premise, Code: "x509", Reason: "go: TLS certificate not trusted (configuration, not time)"})
	}
}

// errno decides a syscall.Errno as errors.Is would: its own value, and the
// fs sentinels it reports itself as (Errno.Is).
func (f *errFacts) errno(e syscall.Errno) {
	if v, ok := errnoVerdicts[e]; ok {
		f.std1(v.rank, v.r)
	}
}

// errnoRules are the errnos classify knows and the rank of each verdict
// (lower wins, see std1); a reason ending in "(" is completed with the
// errno's text.
var errnoRules = [...]struct {
	errs []syscall.Errno
	rank int
	r    Result
}{
	{[]syscall.Errno{syscall.ECONNRESET, syscall.ECONNREFUSED, syscall.EPIPE, syscall.ECONNABORTED, syscall.EHOSTUNREACH,
		syscall.ENETUNREACH, syscall.EAGAIN, syscall.EMFILE, syscall.ENFILE, syscall.EBUSY},
		5, Result{Kind: transient, Code: "errno", Reason: "go: connection or resource error ("}},
	{[]syscall.Errno{syscall.ETIMEDOUT}, 6, Result{Kind: transient, Timeout: true, Code: "errno", Reason: "go: ETIMEDOUT"}},
	{[]syscall.Errno{syscall.ENOSPC, syscall.EROFS, syscall.EDQUOT, syscall.ENOTEMPTY},
		7, Result{Kind: premise, Code: "errno", Reason: "go: file system state ("}},
	{[]syscall.Errno{syscall.EISDIR, syscall.ENOTDIR, syscall.ENAMETOOLONG},
		8, Result{Kind: invalid, Code: "errno", Reason: "go: wrong kind of path ("}},
	{[]syscall.Errno{syscall.ENOENT}, 9, Result{Kind: premise, Code: "fs.ErrNotExist", Reason: "go: the file does not exist"}},
	{[]syscall.Errno{syscall.EACCES, syscall.EPERM}, 10, Result{Kind: denied, Code: "fs.ErrPermission", Reason: "go: permission denied"}},
	{[]syscall.Errno{syscall.EEXIST}, 11, Result{Kind: conflict, Code: "fs.ErrExist", Reason: "go: the file already exists"}},
}

type errnoVerdict struct {
	rank int
	r    Result
}

// errnoVerdicts is errnoRules by errno, with each reason built once: a
// refused connection is the commonest error a tool sees, and building its
// reason was the one allocation of classifying it.
var errnoVerdicts = func() map[syscall.Errno]errnoVerdict {
	m := make(map[syscall.Errno]errnoVerdict)
	for _, rule := range errnoRules {
		for _, e := range rule.errs {
			if _, dup := m[e]; dup {
				continue // an errno that is another's alias keeps its first rule
			}
			v := errnoVerdict{rank: rule.rank, r: rule.r}
			if strings.HasSuffix(v.r.Reason, "(") {
				v.r.Reason += e.Error() + ")"
			}
			m[e] = v
		}
	}
	return m
}()

// input builds the Input that the presets read: the SDK's own fields
// first, then what the interfaces expose, then the protocol guessed from
// the text.
func (f *errFacts) input(err error) Input {
	in := Input{Message: err.Error()}
	if f.sdk != sdkNone {
		f.readSDK(&in)
	}
	if in.Protocol == "" {
		if f.sqlState != nil {
			in.Protocol, in.Code = "postgres", f.sqlState.SQLState()
		} else if f.awsCode != nil {
			in.Protocol, in.Code = "aws", f.awsCode.ErrorCode()
		}
	}
	if in.Status == 0 {
		switch {
		case f.hsc != nil:
			in.Status = f.hsc.HTTPStatusCode()
		case f.hs != nil:
			in.Status = f.hs.HTTPStatus()
		case f.sc != nil:
			in.Status = f.sc.StatusCode()
		}
	}
	if in.Header == nil && f.hh != nil {
		in.Header = f.hh.HTTPHeader()
	}
	if in.Header == nil && f.hsc != nil {
		in.Header = embeddedHeader(f.hsc)
	}
	if f.pr != nil {
		if p := f.pr.Protocol(); p != "" {
			in.Protocol = p
		}
	}
	if in.Protocol == "" {
		switch {
		case hasFold(in.Message, "rpc error: code ="):
			in.Protocol = "grpc"
		case in.Status != 0:
			in.Protocol = "http"
		default:
			in.Protocol = "go"
		}
	}
	return in
}

// readSDK fills in from the SDK error found in the walk.
func (f *errFacts) readSDK(in *Input) {
	e := f.sdkNode
	v := reflect.ValueOf(e)
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	switch f.sdk {
	case sdkOpenAI:
		// openai-go's Error() is "OpenAI API error: 429 Too Many
		// Requests": the code that tells a rate limit from an exhausted
		// quota is only in the body (RawJSON, the "error" object) and the
		// Code and Type fields.
		in.Protocol = "openai"
		in.Status = intField(v, "StatusCode")
		in.Header = responseHeader(v)
		in.Code = strField(v, "Code")
		if in.Code == "" {
			in.Code = strField(v, "Type")
		}
		if raw := rawJSON(e); raw != "" {
			if jsonObject(raw, "error") == "" {
				raw = `{"error":` + raw + `}`
			}
			in.Message = raw
		}
	case sdkAnthropic:
		// anthropic-sdk-go's Error() is the method, URL and status; the
		// error type ("overloaded_error", "permission_error") is in the
		// body and an unexported field.
		in.Protocol = "anthropic"
		in.Status = intField(v, "StatusCode")
		in.Header = responseHeader(v)
		in.Code = strField(v, "errorType")
		if raw := rawJSON(e); raw != "" {
			in.Message = raw
		}
	case sdkMCP:
		in.Protocol = "mcp"
		if fv := v.FieldByName("Code"); fv.IsValid() && fv.CanInt() {
			in.Code = strconv.FormatInt(fv.Int(), 10)
		}
		if fv := v.FieldByName("Data"); fv.IsValid() && fv.Kind() == reflect.Slice && fv.Len() > 0 && fv.Type().Elem().Kind() == reflect.Uint8 {
			in.Message += " " + string(fv.Bytes())
		}
	case sdkSQLite:
		if c, ok := e.(interface{ Code() int }); ok {
			in.Protocol, in.Code = "sqlite", strconv.Itoa(c.Code())
		}
	case sdkMattn:
		if fv := v.FieldByName("ExtendedCode"); fv.IsValid() && fv.CanInt() {
			in.Protocol, in.Code = "sqlite", strconv.FormatInt(fv.Int(), 10)
		}
	case sdkGoogle:
		// googleapi.Error keeps the response body (the JSON error with its
		// reasons and google.rpc details) and headers.
		in.Protocol = "http"
		in.Status = intField(v, "Code")
		if fv := v.FieldByName("Header"); fv.IsValid() {
			if h, ok := fv.Interface().(http.Header); ok {
				in.Header = h
			}
		}
		if body := strField(v, "Body"); strings.Contains(body, "{") {
			in.Message = body
		}
	case sdkGRPC:
		f.readGRPC(in)
	}
}

// readGRPC calls GRPCStatus() and renders the status with its details
// (google.rpc ErrorInfo, RetryInfo, QuotaFailure, PreconditionFailure,
// BadRequest, ResourceInfo) as text the gRPC preset reads: the reason as
// "reason=X", the retry delay as "retryDelay".
func (f *errFacts) readGRPC(in *Input) {
	m := reflect.ValueOf(f.sdkNode).MethodByName("GRPCStatus")
	if !m.IsValid() || m.Type().NumIn() != 0 || m.Type().NumOut() != 1 {
		return
	}
	st := m.Call(nil)[0]
	if st.Kind() == reflect.Pointer && st.IsNil() {
		return
	}
	code, ok := uintResult(st.MethodByName("Code"))
	if !ok || code >= uint64(len(grpcUpper)) {
		return
	}
	msg, _ := stringResult(st.MethodByName("Message"))
	var b strings.Builder
	b.WriteString("rpc error: code = ")
	b.WriteString(grpcCamel[code])
	b.WriteString(" desc = ")
	b.WriteString(msg)
	if dm := st.MethodByName("Details"); dm.IsValid() && dm.Type().NumIn() == 0 && dm.Type().NumOut() == 1 {
		ds := dm.Call(nil)[0]
		if ds.Kind() == reflect.Slice {
			for i := 0; i < ds.Len(); i++ {
				writeDetail(&b, ds.Index(i))
			}
		}
	}
	in.Protocol = "grpc"
	in.Code = grpcUpper[code]
	in.Message = b.String()
}

func writeDetail(b *strings.Builder, d reflect.Value) {
	for d.Kind() == reflect.Interface || d.Kind() == reflect.Pointer {
		if d.IsNil() {
			return
		}
		d = d.Elem()
	}
	if d.Kind() != reflect.Struct {
		return
	}
	switch d.Type().Name() {
	case "ErrorInfo":
		b.WriteString("; reason=" + strField(d, "Reason") + " domain=" + strField(d, "Domain"))
	case "RetryInfo":
		delay := d.FieldByName("RetryDelay")
		for delay.Kind() == reflect.Pointer && !delay.IsNil() {
			delay = delay.Elem()
		}
		if delay.Kind() == reflect.Struct {
			s := intField(delay, "Seconds")
			ns := intField(delay, "Nanos")
			dur := time.Duration(s)*time.Second + time.Duration(ns)
			// The quoted form is the one bodyDelay reads in JSON bodies.
			b.WriteString(`; "retryDelay": "` + strconv.FormatFloat(dur.Seconds(), 'f', -1, 64) + `s"`)
		}
	case "QuotaFailure", "PreconditionFailure", "BadRequest":
		name := "Violations"
		if d.Type().Name() == "BadRequest" {
			name = "FieldViolations"
		}
		vs := d.FieldByName(name)
		if vs.Kind() != reflect.Slice {
			return
		}
		for i := 0; i < vs.Len(); i++ {
			x := vs.Index(i)
			for x.Kind() == reflect.Pointer && !x.IsNil() {
				x = x.Elem()
			}
			if x.Kind() != reflect.Struct {
				continue
			}
			b.WriteString("; " + d.Type().Name() + ": ")
			for _, fld := range []string{"Type", "Subject", "Field", "Description"} {
				if s := strField(x, fld); s != "" {
					b.WriteString(s + " ")
				}
			}
		}
	case "ResourceInfo":
		b.WriteString("; resource " + strField(d, "ResourceType") + " " + strField(d, "ResourceName") + ": " + strField(d, "Description"))
	case "LocalizedMessage":
		b.WriteString("; " + strField(d, "Message"))
	}
}

func rawJSON(e error) string {
	if r, ok := e.(interface{ RawJSON() string }); ok {
		return r.RawJSON()
	}
	return ""
}

// strField reads a string field, exported or not (reflect reads an
// unexported field's value; only Interface() is refused).
func strField(v reflect.Value, name string) string {
	fv := v.FieldByName(name)
	if fv.IsValid() && fv.Kind() == reflect.String {
		return fv.String()
	}
	return ""
}

func intField(v reflect.Value, name string) int {
	fv := v.FieldByName(name)
	if fv.IsValid() && fv.CanInt() {
		return int(fv.Int())
	}
	return 0
}

// responseHeader reads a Response *http.Response field's headers.
func responseHeader(v reflect.Value) http.Header {
	fv := v.FieldByName("Response")
	if !fv.IsValid() || fv.Kind() != reflect.Pointer || fv.IsNil() || !fv.CanInterface() {
		return nil
	}
	if r, ok := fv.Interface().(*http.Response); ok {
		return r.Header
	}
	return nil
}

// uintResult and stringResult call a method found by a constant name: a
// name in a variable would make the linker keep every exported method of
// every type in the binary (TestNoDynamicMethodLookup).
func uintResult(m reflect.Value) (uint64, bool) {
	if !m.IsValid() || m.Type().NumIn() != 0 || m.Type().NumOut() != 1 {
		return 0, false
	}
	out := m.Call(nil)[0]
	if out.CanUint() {
		return out.Uint(), true
	}
	if out.CanInt() {
		return uint64(out.Int()), true
	}
	return 0, false
}

func stringResult(m reflect.Value) (string, bool) {
	if !m.IsValid() || m.Type().NumIn() != 0 || m.Type().NumOut() != 1 {
		return "", false
	}
	out := m.Call(nil)[0]
	if out.Kind() == reflect.String {
		return out.String(), true
	}
	return "", false
}

// fieldsNameRowValue reports a driver error's struct v whose constraint
// field names a value the row carries (a price), less its table's name: a
// format whatever that table holds (rowValueName, set 1395).
func fieldsNameRowValue(v reflect.Value) bool {
	cons, table := strField(v, "ConstraintName"), strField(v, "TableName")
	if cons == "" {
		cons, table = strField(v, "Constraint"), strField(v, "Table")
	}
	return cons != "" && rowValueName(cons, table)
}

// refine adjusts a verdict with fields the message does not carry.
func (f *errFacts) refine(r *Result) {
	// A CHECK constraint's name and table say whether it guards a state;
	// pgx's message names the constraint, but lib/pq's does not always,
	// and the table is only in the fields.
	if f.sqlState != nil && r.Kind == invalid && r.Code == "23514" {
		v := reflect.ValueOf(f.sqlState)
		for v.Kind() == reflect.Pointer && !v.IsNil() {
			v = v.Elem()
		}
		if v.Kind() == reflect.Struct && !fieldsNameRowValue(v) {
			for _, name := range [...]string{"ConstraintName", "Constraint", "TableName", "Table"} {
				if s := strField(v, name); s != "" && guardsState(s) {
					r.Kind, r.Reason = premise, "postgres: SQLSTATE 23514 check_violation of a constraint that guards a state ("+s+"): the state the step assumed is not there"
					break
				}
			}
		}
	}
	// smithy-go's ErrorFault: a fault the service calls its own is worth
	// a retry when the code told nothing.
	if f.awsCode != nil && r.Kind == unk {
		if fault, ok := uintResult(reflect.ValueOf(f.awsCode).MethodByName("ErrorFault")); ok && fault == 1 {
			r.Kind, r.Reason = transient, "aws: the service reports a server fault (smithy FaultServer)"
		}
	}
	if f.ra != nil && !r.HasRetryAfter {
		if d := f.ra.RetryAfter(); d > 0 {
			r.RetryAfter, r.HasRetryAfter = d, true
		}
	}
}
