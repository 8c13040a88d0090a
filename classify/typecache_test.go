package classify

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
)

// errEvery implements every interface classify reads.
type errEvery struct{}

func (errEvery) Error() string             { return "every" }
func (errEvery) Timeout() bool             { return true }
func (errEvery) SQLState() string          { return "40001" }
func (errEvery) ErrorCode() string         { return "Throttling" }
func (errEvery) HTTPStatusCode() int       { return 503 }
func (errEvery) HTTPStatus() int           { return 503 }
func (errEvery) StatusCode() int           { return 503 }
func (errEvery) HTTPHeader() http.Header   { return nil }
func (errEvery) RetryAfter() time.Duration { return time.Second }
func (errEvery) Protocol() string          { return "aws" }
func (errEvery) Unwrap() error             { return io.EOF }

// errPtr has its methods on the pointer only.
type errPtr struct{}

func (*errPtr) Error() string    { return "ptr" }
func (*errPtr) SQLState() string { return "40P01" }

// errGen gives the cache tests as many distinct error types as they need.
type errGen[T any] struct{}

func (errGen[T]) Error() string { return "gen" }

// assertedFlags is what type assertions on e say, the behaviour the cached
// flags stand for.
func assertedFlags(e error) typeFlag {
	var f typeFlag
	set := func(ok bool, flag typeFlag) {
		if ok {
			f |= flag
		}
	}
	_, ok := e.(interface{ Timeout() bool })
	set(ok, tfTimeout)
	_, ok = e.(SQLStater)
	set(ok, tfSQLState)
	_, ok = e.(ErrorCoder)
	set(ok, tfErrorCode)
	_, ok = e.(HTTPStatusCoder)
	set(ok, tfHTTPStatusCode)
	_, ok = e.(HTTPStatuser)
	set(ok, tfHTTPStatus)
	_, ok = e.(StatusCoder)
	set(ok, tfStatusCode)
	_, ok = e.(HTTPHeaderer)
	set(ok, tfHTTPHeader)
	_, ok = e.(RetryAfterer)
	set(ok, tfRetryAfter)
	_, ok = e.(Protocoler)
	set(ok, tfProtocol)
	_, ok = e.(interface{ Unwrap() error })
	set(ok, tfUnwrap)
	_, ok = e.(interface{ Unwrap() []error })
	set(ok, tfUnwrapMulti)
	return f
}

func TestTypeFactsMatchAssertions(t *testing.T) {
	for _, tc := range []struct {
		err error
		std bool
	}{
		{&pgconn.PgError{Code: "23505"}, false},
		{fmt.Errorf("wrap: %w", io.EOF), false},
		{fmt.Errorf("two: %w, %w", io.EOF, context.Canceled), false},
		{errors.Join(io.EOF, context.Canceled), false},
		{errEvery{}, false},
		{&errEvery{}, false},
		{&errPtr{}, false},
		{&net.OpError{Op: "dial", Err: syscall.ECONNREFUSED}, false},
		{&os.PathError{Op: "open", Err: syscall.ENOENT}, false},
		{&url.Error{Op: "Get", Err: io.EOF}, false},
		{syscall.ECONNRESET, true},
		{&net.DNSError{IsNotFound: true}, true},
		{x509.UnknownAuthorityError{}, true},
		{context.Canceled, true},
		{context.DeadlineExceeded, true},
		{os.ErrDeadlineExceeded, true},
		{io.EOF, true},
		// errors.New shares the sentinels' type: it is compared, and
		// compares unequal.
		{errors.New("plain"), true},
	} {
		got := newTypeFacts(reflect.TypeOf(tc.err))
		if want := assertedFlags(tc.err); got.flags&^tfStd != want {
			t.Errorf("%T: flags %016b, assertions say %016b", tc.err, got.flags&^tfStd, want)
		}
		if std := got.flags&tfStd != 0; std != tc.std {
			t.Errorf("%T: standard-library type %v, want %v", tc.err, std, tc.std)
		}
		if got.sdk != sdkOfType(reflect.TypeOf(tc.err)) {
			t.Errorf("%T: sdk %d, want %d", tc.err, got.sdk, sdkOfType(reflect.TypeOf(tc.err)))
		}
		if c := factsOf(tc.err); c.flags != got.flags || c.sdk != got.sdk {
			t.Errorf("%T: cached facts %+v, computed %+v", tc.err, *c, *got)
		}
	}
}

// manyTypes are more types than a four-slot cache holds.
var manyTypes = []error{
	errGen[int8]{}, errGen[int16]{}, errGen[int32]{}, errGen[int64]{},
	errGen[uint8]{}, errGen[uint16]{}, errGen[uint32]{}, errGen[uint64]{},
	errGen[string]{}, errGen[bool]{}, errGen[float32]{}, errGen[float64]{},
	&pgconn.PgError{}, errEvery{}, &errEvery{}, io.EOF, syscall.EPIPE,
}

// TestTypeCacheFull fills a four-slot cache with seventeen types, over and
// over: an entry that is replaced is recomputed, never confused with
// another type's.
func TestTypeCacheFull(t *testing.T) {
	c := newTypeCache(2)
	for round := 0; round < 3; round++ {
		for _, e := range manyTypes {
			typ := reflect.TypeOf(e)
			got := c.get(typ)
			if want := newTypeFacts(typ); got.flags != want.flags || got.sdk != want.sdk {
				t.Fatalf("round %d, %T: facts %+v, want %+v", round, e, *got, *want)
			}
			if got.key != reflect.ValueOf(typ).Pointer() {
				t.Fatalf("round %d, %T: entry of another type", round, e)
			}
		}
	}
	filled := 0
	for i := range c.slots {
		if c.slots[i].Load() != nil {
			filled++
		}
	}
	if filled != len(c.slots) {
		t.Errorf("%d of %d slots filled", filled, len(c.slots))
	}
}

// TestTypeCacheConcurrent has goroutines read and replace the same slots
// (run with -race).
func TestTypeCacheConcurrent(t *testing.T) {
	c := newTypeCache(2)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				e := manyTypes[(g+i)%len(manyTypes)]
				if got, want := c.get(reflect.TypeOf(e)).flags, newTypeFacts(reflect.TypeOf(e)).flags; got != want {
					t.Errorf("%T: flags %b, want %b", e, got, want)
					return
				}
			}
		}(g)
	}
	wg.Wait()
}

// TestHotPathAllocations holds the issue 14 allocation targets: a wrapped
// pgx error takes at most 2 allocations, the HTTP 503 path none. Counts,
// unlike times, do not depend on the machine's load.
func TestHotPathAllocations(t *testing.T) {
	pgErr := &pgconn.PgError{Severity: "ERROR", Code: "23505", Message: `duplicate key value violates unique constraint "users_email_key"`,
		Detail: "Key (email)=(a@example.com) already exists.", TableName: "users", ConstraintName: "users_email_key"}
	err := fmt.Errorf("create user: %w", fmt.Errorf("insert: %w", pgErr))
	want := Result{Kind: conflict, Code: "23505", Reason: "postgres: SQLSTATE 23505 unique_violation: the row already exists"}
	var r Result
	if n := testing.AllocsPerRun(100, func() { r = Error(err) }); n > 2 {
		t.Errorf("Error(wrapped pgx error): %v allocations, want at most 2", n)
	}
	if r != want {
		t.Errorf("Error(wrapped pgx error) = %+v, want %+v", r, want)
	}
	if n := testing.AllocsPerRun(100, func() { r = Classify(benchInput) }); n != 0 {
		t.Errorf("Classify(HTTP 503): %v allocations, want 0", n)
	}
	if r.Kind != transient || r.RetryAfter != 30*time.Second {
		t.Errorf("Classify(HTTP 503) = %+v", r)
	}
}

// TestErrnoVerdicts checks the prebuilt errno reasons read as the ones
// built per call did.
func TestErrnoVerdicts(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want Result
	}{
		{syscall.ECONNREFUSED, Result{Kind: transient, Code: "errno", Reason: "go: connection or resource error (connection refused)"}},
		{&os.SyscallError{Syscall: "write", Err: syscall.EPIPE}, Result{Kind: transient, Code: "errno", Reason: "go: connection or resource error (broken pipe)"}},
		{syscall.ETIMEDOUT, Result{Kind: transient, Timeout: true, Code: "errno", Reason: "go: ETIMEDOUT"}},
		{&os.PathError{Op: "write", Path: "/x", Err: syscall.ENOSPC}, Result{Kind: premise, Code: "errno", Reason: "go: file system state (no space left on device)"}},
		{syscall.EISDIR, Result{Kind: invalid, Code: "errno", Reason: "go: wrong kind of path (is a directory)"}},
		{syscall.ENOENT, Result{Kind: premise, Code: "fs.ErrNotExist", Reason: "go: the file does not exist"}},
		{syscall.EPERM, Result{Kind: denied, Code: "fs.ErrPermission", Reason: "go: permission denied"}},
		{syscall.EEXIST, Result{Kind: conflict, Code: "fs.ErrExist", Reason: "go: the file already exists"}},
		// A lower rank wins whatever the order in the tree.
		{errors.Join(syscall.ENOENT, syscall.ECONNRESET), Result{Kind: transient, Code: "errno", Reason: "go: connection or resource error (connection reset by peer)"}},
	} {
		if got := Error(tc.err); got != tc.want {
			t.Errorf("Error(%v) = %+v, want %+v", tc.err, got, tc.want)
		}
	}
	if _, ok := errnoVerdicts[syscall.EINVAL]; ok {
		t.Error("EINVAL has a verdict; no rule names it")
	}
}
