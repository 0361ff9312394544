//! The process's own figures where the system tells them: CPU time and peak
//! memory, read from `/proc` on Linux; `None` on the other systems.

use std::time::Duration;

/// The CPU time the process has used so far (all threads), where the system
/// tells it (Linux: `/proc/self/stat`).
pub fn process_cpu_time() -> Option<Duration> {
    #[cfg(target_os = "linux")]
    {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        cpu_time_of_stat(&stat)
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// The user and system time of a `/proc/<pid>/stat` line.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn cpu_time_of_stat(stat: &str) -> Option<Duration> {
    // The fields after the command name (which may hold spaces) in parentheses.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // The kernel's clock ticks are 100 per second on every Linux Bernstein runs on.
    Some(Duration::from_millis(ticks * 10))
}

/// The process's peak resident memory in bytes so far, where the system tells
/// it (Linux: `VmHWM` in `/proc/self/status`).
pub fn peak_memory() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        peak_of_status(&status)
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

/// `VmHWM` of a `/proc/<pid>/status` text, in bytes.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn peak_of_status(status: &str) -> Option<u64> {
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_are_read_from_the_kernel_s_texts() {
        let stat = "4242 (a (b) c) S 1 2 3 4 5 6 7 8 9 10 150 25 0 0 20 0";
        assert_eq!(cpu_time_of_stat(stat), Some(Duration::from_millis(1750)));
        assert_eq!(cpu_time_of_stat("garbage"), None);
        let status = "Name:\tx\nVmPeak:\t  9000 kB\nVmHWM:\t    2048 kB\n";
        assert_eq!(peak_of_status(status), Some(2048 * 1024));
        assert_eq!(peak_of_status("Name: x\n"), None);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn linux_tells_the_process_s_figures() {
        assert!(peak_memory().is_some_and(|bytes| bytes > 0));
        assert!(process_cpu_time().is_some());
    }
}
