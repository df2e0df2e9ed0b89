"use client";

import { useEffect, useState } from "react";

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds left until `deadline` (epoch ms), ticking once a second; 0 once it has passed. */
export function useCountdown(deadline: number | null): number {
  const [seconds, setSeconds] = useState(() => (deadline ? secondsUntil(deadline) : 0));

  useEffect(() => {
    if (!deadline) {
      setSeconds(0);
      return;
    }
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return seconds;
}
