"""Matches hosted nearby: on a local network a host says it is there (mDNS/DNS-SD, with
`zeroconf`) and the join screen lists what it hears, by every device.

A host advertises `_speed._tcp.local.`: its table's name, its port, the variant and how many
seats are free (`Advertised`, registered on a thread of its own: the announcement takes about
a second and the game's loop never waits for it). `Nearby` browses and keeps the matches it
heard, read as untrusted (a name cut short, a variant this game does not know left out, a
number that is no number read as 0). `interfaces`: where to speak and listen (tests: loopback).
"""
from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

from zeroconf import (InterfaceChoice, IPVersion, ServiceBrowser, ServiceInfo,
                      ServiceListener, Zeroconf)

from game.engine.variants import VARIANTS
from game.net.messages import VERSION

SERVICE = "_speed._tcp.local."
NAME_CHARS = 40
LOOKUP_MS = 1500


@dataclass(frozen=True, slots=True)
class Match:
    """A match hosted nearby: who, where, what, and how many seats are free."""
    name: str
    address: str
    port: int
    variant: str
    free: int

    @property
    def url(self) -> str:
        return f"ws://{self.address}:{self.port}"


def _zeroconf(interfaces) -> Zeroconf:
    return Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)


class Advertised:
    """A hosted match said on the local network until `close()`."""

    def __init__(self, name: str, address: str, port: int, variant: str, free: int,
                 interfaces=InterfaceChoice.All) -> None:
        label = " ".join(name.split())[:NAME_CHARS] or "Speed"
        self.info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port,
                                addresses=[socket.inet_aton(address)],
                                properties={"v": str(VERSION), "variant": variant,
                                            "free": str(free)})
        self.zeroconf = _zeroconf(interfaces)
        self.registered = threading.Event()
        self._thread = threading.Thread(target=self._register, name="speed-mdns", daemon=True)
        self._thread.start()

    def _register(self) -> None:
        try:
            self.zeroconf.register_service(self.info, allow_name_change=True)
            self.registered.set()
        except Exception:          # noqa: BLE001 - a network that says no: nobody hears it
            pass

    def close(self) -> None:
        self._thread.join(5)
        if self.registered.is_set():
            self.zeroconf.unregister_service(self.info)
        self.zeroconf.close()


class Nearby(ServiceListener):
    """The matches heard on the local network, kept up to date while it lives."""

    def __init__(self, interfaces=InterfaceChoice.All) -> None:
        self._found: dict[str, Match] = {}
        self._lock = threading.Lock()
        self.zeroconf = _zeroconf(interfaces)
        self.browser = ServiceBrowser(self.zeroconf, SERVICE, self)

    def matches(self) -> list[Match]:
        """Every match heard, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda m: (m.name.casefold(), m.url))

    def close(self) -> None:
        self.browser.cancel()
        self.zeroconf.close()

    # -- zeroconf's calls, on its thread ----------------------------------------------------
    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, LOOKUP_MS)
        match = _read(name, info) if info is not None else None
        if match is not None:
            with self._lock:
                self._found[name] = match

    update_service = add_service

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)


def _read(name: str, info: ServiceInfo) -> Match | None:
    """A match from what a stranger on the network said, or None when it is not one."""
    def prop(key: str) -> str:
        value = (info.properties or {}).get(key.encode())
        return value.decode("utf-8", "replace") if isinstance(value, bytes) else ""
    addresses = info.parsed_addresses(IPVersion.V4Only)
    variant = prop("variant")
    if prop("v") != str(VERSION) or variant not in VARIANTS or not addresses or not info.port:
        return None
    free = prop("free")
    label = name.removesuffix("." + SERVICE)[:NAME_CHARS]
    return Match(label, addresses[0], info.port, variant, int(free) if free.isdigit() else 0)
