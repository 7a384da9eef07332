// Preloaded (`node --import`) into the processes `npm run start` supervises: when the supervisor goes away, however it
// ended, its IPC channel closes and the child stops as on SIGTERM (Next's server then drains as it does on any
// SIGTERM): no orphan keeps the port. Touches nothing else in the process.
if (process.connected) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
