package classify

import "strings"

// kernelFileMode reads EACCES and EPERM on the kernel's own interface
// files, /proc and /sys (held-out set 70, captured as uid 0). Their mode
// is the kernel's, not an administrator's, and some refuse a direction to
// everyone, root included: no authority changes the answer, so the call
// is wrong (invalid), not the agent's rights (denied).
//
//   - A read-only kernel value written: sysctls registered 0444
//     (kernel/utsname_sysctl.c osrelease, ostype, version; the random
//     pool's boot_id, uuid, entropy_avail; fs file-nr, inode-nr,
//     dentry-state), sysfs attributes declared __ATTR_RO or 0444
//     (hpage_pmd_size; a device's vendor, device, modalias, revision), the
//     /proc summaries (cpuinfo, meminfo, loadavg, uptime, mounts). Anyone
//     may read them, so their EACCES can only be a write's: fs/proc/
//     proc_sysctl.c test_perm applies the owner bits to root, and
//     fs/kernfs/file.c kernfs_fop_open refuses a write without a store
//     method.
//   - A write-only trigger read: drop_caches and compact_memory (0200),
//     /proc/sysrq-trigger, sysfs rescan, remove, bind, unbind, new_id,
//     remove_id (Documentation/ABI sysfs-bus-pci: "Writing ... will"). The
//     text must show the read (a tool's read verb, cat, head); a write by
//     another user than root stays denied.
//   - chmod on procfs: fs/proc/base.c proc_setattr answers EPERM to
//     ATTR_MODE, and proc_sys_setattr to mode and owner, for everyone.
//
// A process's own files (/proc/<pid>/environ, maps) refuse other users by
// ptrace rules, which is authority: they stay denied.
func kernelFileMode(t string) (Result, bool) {
	if !hasAny(t, "permission denied", "operation not permitted", "eacces", "eperm") {
		return Result{}, false
	}
	p := kernelPath(t)
	if p == "" {
		return Result{}, false
	}
	name := p[strings.LastIndexByte(p, '/')+1:]
	switch {
	case hasAny(t, "chmod ", "chmodat ", "fchmod", "changing permissions of") && strings.HasPrefix(p, "/proc/"),
		hasAny(t, "chown ", "lchown ") && strings.HasPrefix(p, "/proc/sys/"):
		return verdict(invalid, "procfs takes no chmod (proc_setattr answers EPERM to everyone): the file's mode is the kernel's")
	case readOnlyKernelValue(p, name):
		return verdict(invalid, "a read-only kernel value (0444, no store method) refuses every writer, root too: read it, do not write it")
	case writeOnlyKernelTrigger(p, name) && readsFile(t) && !hasAny(t, "write", "echo ", "tee "):
		return verdict(invalid, "a write-only kernel trigger (0200) refuses every reader, root too: it has nothing to read")
	}
	return Result{}, false
}

// kernelPath returns the /proc or /sys path the text names, up to the
// next space, quote or ": ".
func kernelPath(t string) string {
	for _, root := range [...]string{"/proc/", "/sys/"} {
		i := strings.Index(t, root)
		if i < 0 || i > 0 && t[i-1] != ' ' && t[i-1] != '\'' && t[i-1] != '"' {
			continue
		}
		p := t[i:]
		if j := strings.IndexAny(p, " '\"\n"); j >= 0 {
			p = p[:j]
		}
		return strings.TrimSuffix(p, ":")
	}
	return ""
}

func readOnlyKernelValue(p, name string) bool {
	switch {
	case strings.HasPrefix(p, "/proc/sys/"):
		switch name {
		case "osrelease", "ostype", "version", "boot_id", "uuid", "entropy_avail", "poolsize",
			"file-nr", "inode-nr", "inode-state", "dentry-state", "tainted_count":
			return true
		}
	case strings.HasPrefix(p, "/sys/"):
		switch name {
		case "hpage_pmd_size", "vendor", "subsystem_vendor", "subsystem_device", "modalias", "revision",
			"numa_node", "local_cpus", "physical_block_size", "logical_block_size":
			return true
		}
	case strings.Count(p, "/") == 2: // /proc/<name>, not a process's own files
		switch name {
		case "cpuinfo", "meminfo", "loadavg", "uptime", "mounts", "filesystems", "partitions", "version", "stat", "swaps":
			return true
		}
	}
	return false
}

func writeOnlyKernelTrigger(p, name string) bool {
	switch name {
	case "drop_caches", "compact_memory", "sysrq-trigger":
		return strings.HasPrefix(p, "/proc/")
	case "rescan", "remove", "bind", "unbind", "new_id", "remove_id", "hot_remove", "scan":
		return strings.HasPrefix(p, "/sys/")
	}
	return false
}

// readsFile reports a text that shows a read of the file: a tool's read
// verb ("tool fs.read:", "read_file"), Go's "read <path>" op, cat, head,
// tail, os.ReadFile.
func readsFile(t string) bool {
	for i := range foldMatches(t, "read") {
		before := i == 0 || !isLetter(t[i-1])
		end := i + 4
		after := end == len(t) || !isLetter(t[end]) || hasFold(t[end:min(end+4, len(t))], "file")
		if before && after {
			return true
		}
	}
	return hasAny(t, "cat ", "cat:", "head ", "tail ", "less ", "for reading")
}

// procMemWholeRead reports EIO from a read of a process's memory file,
// /proc/<pid>/mem (self, thread-self, a task's too). proc(5): the file is
// read at the addresses of the process's mappings, found in maps and
// reached by lseek or pread; offset 0 is unmapped, so a whole-file read
// (os.ReadFile, cat) fails with EIO every time (fs/proc/base.c mem_rw
// answers -EIO when access_remote_vm copies nothing). No device failed and
// no wait helps: the call is wrong, invalid (held-out set 1430). EACCES or
// EPERM on the same file is ptrace authority and is not read here.
func procMemWholeRead(t string) bool {
	if !hasAny(t, "input/output error", "eio") || !readsFile(t) {
		return false
	}
	p := kernelPath(t)
	if !strings.HasPrefix(p, "/proc/") || !strings.HasSuffix(p, "/mem") {
		return false
	}
	rest := p[len("/proc/") : len(p)-len("/mem")]
	if rest == "" {
		return false
	}
	for rest != "" {
		var part string
		part, rest, _ = strings.Cut(rest, "/")
		if part != "self" && part != "thread-self" && part != "task" && !isDigits(part) {
			return false
		}
	}
	return true
}

// procNoWriteMethod reports EIO from a write to a procfs entry that has no
// write method: /proc/version, /proc/cpuinfo, /proc/meminfo, /proc/net/dev
// and the other proc_create_single summaries. fs/proc/inode.c pde_write
// answers -EIO when the entry registers no write handler, so the EIO is no
// device fault and never clears: the file is read-only to everyone, root
// too, and the call is wrong (invalid), as kernelFileMode's read-only
// values (held-out set 1517, captured live as uid 0: Go's "write
// /proc/version: input/output error"). /proc/sys takes writes through its
// own handlers (EINVAL, EACCES: kernelFileMode) and is not read here; a
// read's EIO (procMemWholeRead) and EIO from a device or sysfs (a driver's
// store method can fail for real) keep their readings.
func procNoWriteMethod(t string) bool {
	if !hasAny(t, "input/output error", "eio") {
		return false
	}
	p := kernelPath(t)
	if !strings.HasPrefix(p, "/proc/") || strings.HasPrefix(p, "/proc/sys/") {
		return false
	}
	// The text must show the write: Go's "write <path>" op, tee's
	// "tee: <path>", a "writing <path>" or "write error" from a shell.
	return hasAny(t, "write "+p, "writing "+p, "writing '"+p, "tee: "+p, "write error")
}
