package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// Disk images and virtual machines: qemu-img's (and qemu-io's, QEMU's)
// own refusals, and libvirt's errors as virsh prints them ("error: ..."
// lines), read by their fixed wordings (set 1684, captured live from
// qemu-img 7.2 and libvirt 9.0's test driver). Gated on the tools' own
// markers before any table is read, so no other failure pays for it.
func virtImage(c *ctx) (Result, bool) {
	t := c.text
	// QEMU's image locking (docs system/qemu-block-drivers "Disk image file
	// locking"): another process has the image open; nothing about the
	// image or the call is wrong, the holder releases it.
	if strings.Contains(t, "Is another process using the image") {
		return Result{Kind: transient, Reason: "qemu: another process holds the image's lock (image locking): retry when it is released"}, true
	}
	// qemu-img check's summary (exit 2 corrupted, 3 leaked only, per the
	// qemu-img manual), with or without the "qemu-img: " prefix.
	if strings.Contains(t, " were found on the image.") {
		if strings.Contains(t, "errors were found on the image") {
			return Result{Kind: premise, Reason: "qemu-img check: the image is corrupted (exit 2): repair it (check -r) or restore it before use"}, true
		}
		if strings.Contains(t, "leaked clusters were found on the image") {
			return Result{Kind: ambiguous, Reason: "qemu-img check: leaked clusters only, no harm to data (exit 3): the check worked; read it before acting (check -r leaks)"}, true
		}
	}
	if strings.Contains(t, "qemu-img: ") {
		if r, ok := pickPhrase(t, qemuImgPhrases); ok {
			return r, true
		}
	}
	if (strings.HasPrefix(t, "error: ") || strings.Contains(t, "\nerror: ")) && virshMarked(t) {
		if r, ok := pickPhrase(t, virshPhrases); ok {
			return r, true
		}
	}
	return Result{}, false
}

// virshMarked reports libvirt's own words, which every virshPhrases row
// carries one of, so that another tool's "error: " line (git, cargo, npm)
// does not open the table.
func virshMarked(t string) bool {
	return strings.Contains(t, "error: Failed to ") || strings.Contains(t, "Requested operation is not valid: ") ||
		strings.Contains(t, "error: failed to get domain '") || strings.Contains(t, "is already defined with uuid") ||
		strings.Contains(t, "not supported by the connection driver") || strings.Contains(t, "specifying --pool might help")
}

type virtPhrase struct {
	all  []string // every one must be in the text
	kind rung.Kind
	why  string
}

func pickPhrase(t string, list []virtPhrase) (Result, bool) {
next:
	for _, p := range list {
		for _, w := range p.all {
			if !strings.Contains(t, w) {
				continue next
			}
		}
		return Result{Kind: p.kind, Reason: p.why}, true
	}
	return Result{}, false
}

// qemuImgPhrases: qemu-img's own words (qemu-img manual; block/qcow2.c).
var qemuImgPhrases = []virtPhrase{
	// The call's arguments: the wrong -f for the image, a shrink without
	// --shrink, a backing file without -F, an unknown option value or
	// format name.
	{all: []string{"Image is not in ", " format"}, kind: invalid, why: "qemu-img: the image is not in the format -f named: give its real format (or omit -f)"},
	{all: []string{"Use the --shrink option"}, kind: invalid, why: "qemu-img resize: a shrink needs --shrink (or the size is wrong)"},
	{all: []string{"Backing file specified without backing format"}, kind: invalid, why: "qemu-img: a backing file needs its format given with -F"},
	{all: []string{"Unknown compatibility level"}, kind: invalid, why: "qemu-img: the compat option's value is not one qcow2 knows (0.10, 1.1)"},
	{all: []string{"Unknown file format '"}, kind: invalid, why: "qemu-img: no format driver has that name"},
	// The image itself: a qcow2 header whose fields are out of range
	// (block/qcow2.c on open), an image marked corrupt, a commit on an
	// image with no backing file.
	{all: []string{"Could not open '", "Unsupported cluster size"}, kind: premise, why: "qemu: the image's header is damaged (its cluster size is out of range): restore the image"},
	{all: []string{"Image is corrupt; cannot be opened read/write"}, kind: premise, why: "qemu: the image is marked corrupt: repair (qemu-img check -r) or restore it"},
	{all: []string{"Image does not have a backing file"}, kind: premise, why: "qemu-img commit: the image has no backing file to commit into"},
}

// virshPhrases: libvirt's errors (libvirt.org/html/libvirt-virterror.html)
// under virsh's "error: " lines.
var virshPhrases = []virtPhrase{
	// A stop act on a domain already stopped: the state holds (as
	// "domain is already running" for start, set 595).
	{all: []string{"Failed to destroy domain", "domain is not running"}, kind: conflict, why: "libvirt: the domain is already stopped: what the step wanted is so"},
	{all: []string{"Failed to shutdown domain", "domain is not running"}, kind: conflict, why: "libvirt: the domain is already stopped: what the step wanted is so"},
	// pool-start or net-start on what is already active; a pool that is
	// "still active" for a delete or undefine keeps its reading.
	{all: []string{"Failed to start pool", "' is active"}, kind: conflict, why: "libvirt: the storage pool is already active: what the step wanted is so"},
	{all: []string{"Failed to start pool", "is already active"}, kind: conflict, why: "libvirt: the storage pool is already active: what the step wanted is so"},
	{all: []string{"Failed to start network", "is already active"}, kind: conflict, why: "libvirt: the network is already active: what the step wanted is so"},
	// VIR_ERR_OPERATION_INVALID otherwise: the object's state forbids
	// the act ("domain is not running" for suspend, a pool "still active"
	// for undefine): premise; an act whose state already holds
	// ("domain is already running", set 595) stays conflict.
	{all: []string{"Requested operation is not valid: ", "is already running"}, kind: conflict, why: "libvirt: the domain is already running: what the step wanted is so"},
	// Anything else the act would create or start "already" there
	// (attach-device "target vdb already exists", a snapshot by that
	// name, a network already active) holds too.
	{all: []string{"Requested operation is not valid: ", "already "}, kind: conflict, why: "libvirt: what the act would create or start is already there (VIR_ERR_OPERATION_INVALID): what the step wanted is so"},
	{all: []string{"Requested operation is not valid: "}, kind: premise, why: "libvirt: the object's state does not allow this act (VIR_ERR_OPERATION_INVALID): change its state first or replan"},
	// A new definition that reuses another domain's uuid: nothing of the
	// new name exists; the XML's uuid is wrong. ("already exists with
	// uuid" for the same name stays conflict.)
	{all: []string{"is already defined with uuid"}, kind: invalid, why: "libvirt: the XML reuses the uuid of another domain: drop or change the uuid"},
	// VIR_ERR_NO_SUPPORT: the connection's driver lacks the API itself.
	{all: []string{"this function is not supported by the connection driver"}, kind: premise, why: "libvirt: the hypervisor driver does not implement this API: another host or driver"},
	// virsh's own lookup failures: the object named is not there; by name
	// with no --pool the lookup was wrong.
	{all: []string{"specifying --pool might help"}, kind: invalid, why: "virsh: the volume was looked up by key or path: give --pool to look it up by name"},
	{all: []string{"error: failed to get domain '"}, kind: premise, why: "virsh: no domain by that name, id or uuid on this host"},
}
