package classify

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"database/sql"
	"io"
	"io/fs"
	"net"
	"os"
	"reflect"
	"sync/atomic"
	"syscall"
)

// What a dynamic error type can be, decided once per type.
//
// classify.Error visits every node of an error's tree. Asking each node
// for nine interfaces, comparing it with nine sentinels and looking its
// type up in a sync.Map cost more than the rest of a pgx classification
// together. A type's answers never change, so they are worked out once
// (with reflect.Type.Implements, which is exactly what a type assertion
// asks) and kept in a small lock-free table; a node then costs one table
// probe, and an assertion only for what its type is known to have.

// typeFlag marks one thing a type has or is.
type typeFlag uint16

const (
	// tfStd: the type is that of a standard-library error visitStd knows
	// (a sentinel's type, syscall.Errno, *net.DNSError, the x509 errors),
	// so the value must be compared.
	tfStd typeFlag = 1 << iota
	tfTimeout
	tfSQLState
	tfErrorCode
	tfHTTPStatusCode
	tfHTTPStatus
	tfStatusCode
	tfHTTPHeader
	tfRetryAfter
	tfProtocol
	tfUnwrap      // Unwrap() error
	tfUnwrapMulti // Unwrap() []error
)

// typeFacts is what is known about one dynamic type.
type typeFacts struct {
	key uintptr // the type descriptor's address
	// t holds the descriptor, so that a type made at run time (reflect's
	// StructOf) cannot be freed and its address given to another while
	// its entry is in the table.
	t     reflect.Type
	flags typeFlag
	sdk   sdk
}

// typeCache is an open-addressed table of typeFacts, read without locks:
// a slot is written once by compare-and-swap and then only replaced whole,
// and a reader checks the key of what it loads, so a race costs at most a
// recomputation. When a type finds its probe window full it replaces the
// entry at its home slot: a program with more error types than slots
// still gets correct answers, only recomputed more often.
type typeCache struct {
	slots []atomic.Pointer[typeFacts]
	shift uint
}

const typeProbes = 4

func newTypeCache(bits uint) *typeCache {
	return &typeCache{slots: make([]atomic.Pointer[typeFacts], 1<<bits), shift: 64 - bits}
}

// errTypes holds far more types than a program hands to classify.
var errTypes = newTypeCache(9)

// factsOf returns the facts of e's dynamic type. e must not be nil.
func factsOf(e error) *typeFacts { return errTypes.get(reflect.TypeOf(e)) }

func (c *typeCache) get(t reflect.Type) *typeFacts {
	// A type descriptor does not move, and the entry keeps it alive: its
	// address is its identity and the cheapest hash.
	key := reflect.ValueOf(t).Pointer()
	mask := uint64(len(c.slots) - 1)
	home := (uint64(key) * 0x9E3779B97F4A7C15) >> c.shift
	for i := uint64(0); i < typeProbes; i++ {
		if tf := c.slots[(home+i)&mask].Load(); tf != nil && tf.key == key {
			return tf
		}
	}
	tf := newTypeFacts(t)
	tf.key, tf.t = key, t
	for i := uint64(0); i < typeProbes; i++ {
		if c.slots[(home+i)&mask].CompareAndSwap(nil, tf) {
			return tf
		}
	}
	c.slots[home&mask].Store(tf)
	return tf
}

var (
	stdErrTypes = [...]reflect.Type{
		reflect.TypeOf(context.DeadlineExceeded), reflect.TypeOf(os.ErrDeadlineExceeded),
		reflect.TypeOf(context.Canceled), reflect.TypeOf(fs.ErrNotExist), reflect.TypeOf(fs.ErrPermission),
		reflect.TypeOf(fs.ErrExist), reflect.TypeOf(sql.ErrNoRows), reflect.TypeOf(io.EOF), reflect.TypeOf(io.ErrUnexpectedEOF),
		reflect.TypeFor[syscall.Errno](), reflect.TypeFor[*net.DNSError](),
		reflect.TypeFor[x509.UnknownAuthorityError](), reflect.TypeFor[x509.HostnameError](),
		reflect.TypeFor[x509.CertificateInvalidError](), reflect.TypeFor[*tls.CertificateVerificationError](),
		reflect.TypeFor[x509.SystemRootsError](),
	}
	ifaceFlags = [...]struct {
		t reflect.Type
		f typeFlag
	}{
		{reflect.TypeFor[interface{ Timeout() bool }](), tfTimeout},
		{reflect.TypeFor[SQLStater](), tfSQLState},
		{reflect.TypeFor[ErrorCoder](), tfErrorCode},
		{reflect.TypeFor[HTTPStatusCoder](), tfHTTPStatusCode},
		{reflect.TypeFor[HTTPStatuser](), tfHTTPStatus},
		{reflect.TypeFor[StatusCoder](), tfStatusCode},
		{reflect.TypeFor[HTTPHeaderer](), tfHTTPHeader},
		{reflect.TypeFor[RetryAfterer](), tfRetryAfter},
		{reflect.TypeFor[Protocoler](), tfProtocol},
		{reflect.TypeFor[interface{ Unwrap() error }](), tfUnwrap},
		{reflect.TypeFor[interface{ Unwrap() []error }](), tfUnwrapMulti},
	}
)

func newTypeFacts(t reflect.Type) *typeFacts {
	tf := &typeFacts{sdk: sdkOfType(t)}
	for _, s := range stdErrTypes {
		if t == s {
			tf.flags |= tfStd
			break
		}
	}
	for _, i := range ifaceFlags {
		if t.Implements(i.t) {
			tf.flags |= i.f
		}
	}
	return tf
}
