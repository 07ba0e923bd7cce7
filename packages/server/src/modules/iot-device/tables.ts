import type { Generated, Kysely, Transaction } from 'kysely';
import type { ProjectTables } from '#module-tables/project-data-management';
import type { PlatformTables } from '../../platform/db/tables';

/** Timestamps are epoch milliseconds; JSON is text. */
export interface ProductGroupTable {
  id: Generated<number>;
  name: string;
  description: string;
  create_date: number;
  update_date: number;
}

export interface DeviceCategoryTable {
  id: Generated<number>;
  name: string;
  /** 0 community, 1 house, 2 park; older data may hold other values (read as 1). */
  type: number;
  parent_id: number | null;
  create_date: number;
  update_date: number;
}

export interface DomainModelTable {
  id: Generated<number>;
  name: string;
  code: string;
  domain: string;
  version: string;
  status: string;
  description: string;
  /** JSON array of services. */
  services: string;
  create_date: number;
  update_date: number;
}

export interface StdModelTable {
  id: Generated<number>;
  name: string;
  product_key: string;
  group_id: number | null;
  category_id: number | null;
  protocol: string;
  domain_model_id: number | null;
  description: string;
  /** JSON `{properties, events, services}`. */
  model: string;
  /** JSON array of alarm rules. */
  alarm_rules: string;
  create_date: number;
  update_date: number;
}

export interface ThirdModelTable {
  id: Generated<number>;
  name: string;
  manufacturer: string;
  model_number: string;
  protocol: string;
  description: string;
  /** JSON `{properties, events, services}`. */
  model: string;
  create_date: number;
  update_date: number;
}

export interface ModelRelevanceTable {
  id: Generated<number>;
  std_model_id: number;
  third_model_id: number;
  /** JSON array of property mappings. */
  mappings: string;
  create_date: number;
  update_date: number;
}

export interface DeviceTable {
  /** Serial id: the tie-break of the createDate sort (the wire uses iot_id). */
  id: Generated<number>;
  /** Platform-generated id (unique). */
  iot_id: string;
  dev_key: string;
  name: string;
  std_model_id: number;
  third_model_id: number | null;
  /** A project's code; no foreign key (projects belong to the project module). */
  project_code: string;
  category_id: number | null;
  area_code: string | null;
  address: string;
  /** inactive | online | offline | disabled. */
  status: string;
  last_online_time: number | null;
  firmware: string;
  /** Shared secret the device connects with (shown on the detail, so stored as is). */
  device_secret: string;
  create_date: number;
  update_date: number;
}

/** The tables of the IoT models and devices (this module's own: it creates and writes them, others may read them). */
export type IotDeviceTables = {
  iot_product_group: ProductGroupTable;
  iot_device_category: DeviceCategoryTable;
  iot_domain_model: DomainModelTable;
  iot_std_model: StdModelTable;
  iot_third_model: ThirdModelTable;
  iot_model_relevance: ModelRelevanceTable;
  device: DeviceTable;
};

/**
 * Other modules' tables this module reads, typed by their owners (it never writes them): projects, so a device
 * names an existing one.
 */
export type IotDeviceReadTables = Pick<ProjectTables, 'project'>;

/** The database as this module sees it: the platform's tables, its own and those it reads. */
export type IotDeviceDatabase = PlatformTables & IotDeviceTables & IotDeviceReadTables;
/** The module's database (or a transaction of it), as its repositories take it. */
export type IotDb = Kysely<IotDeviceDatabase> | Transaction<IotDeviceDatabase>;
