/** The detail page of a device. */
export const deviceDetailPath = (iotId: string): string =>
  `/iot-device-manage/detail?iotId=${encodeURIComponent(iotId)}`;
